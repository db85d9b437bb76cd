import { type ReactNode, useEffect, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button";
import { Modal } from "#app/components/ui/modal";
import { Spinner } from "#app/components/ui/spinner";
import { CV_SECURITY_NOTE, type CvLink, cvTimeoutMs } from "../cv";

type LoadState = "loading" | "loaded" | "error";

/**
 * Saves the CV as {name}_CV.{ext}. Fetching it first (rather than following a link) lets a failed
 * download fall back to opening the file in a new tab.
 */
async function downloadCv(cv: CvLink): Promise<void> {
  try {
    const response = await fetch(cv.downloadUrl, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`CV download answered ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = cv.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the save in some browsers; a minute is ample.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch {
    window.open(cv.url, "_blank", "noopener");
  }
}

function DownloadButton({ cv, label = "Download" }: { cv: CvLink; label?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      pending={pending}
      pendingLabel="Downloading…"
      onClick={async () => {
        setPending(true);
        await downloadCv(cv);
        setPending(false);
      }}
    >
      {label}
    </Button>
  );
}

function OpenInNewTab({ cv, label = "Open in New Tab" }: { cv: CvLink; label?: string }) {
  return (
    <a href={cv.url} target="_blank" rel="noopener" className={buttonClasses("outline")}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function FallbackPanel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cv-fallback-title"
      className="flex flex-col items-center gap-4 rounded-xl bg-stone-50 p-8 text-center ring-1 ring-stone-200"
    >
      <h3 id="cv-fallback-title" className="text-lg font-semibold text-brand-strong">
        {title}
      </h3>
      <p className="max-w-md text-sm text-stone-700">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

function Loading() {
  return (
    <p
      role="status"
      className="absolute inset-0 flex items-center justify-center gap-3 text-stone-700"
    >
      <Spinner className="size-6 text-brand" />
      Loading CV…
    </p>
  );
}

/** The load state of an image or PDF preview, failed when not loaded within the kind's limit. */
function useTimedLoad(kind: CvLink["kind"]) {
  const [state, setState] = useState<LoadState>("loading");
  useEffect(() => {
    if (state !== "loading") return;
    const timer = setTimeout(() => setState("error"), cvTimeoutMs(kind));
    return () => clearTimeout(timer);
  }, [kind, state]);
  return [state, setState] as const;
}

/** What an image or a PDF in the page is told: whether it has loaded, and how to say it has. */
interface PreviewLoad {
  loaded: boolean;
  onLoad: () => void;
  onError: () => void;
}

/**
 * An image or a PDF shown in the page: "Loading CV…" over it until it loads, and in its place the
 * fallback (open in a new tab, download) when it fails or takes longer than its kind may.
 */
function TimedPreview({
  cv,
  className,
  failedTitle,
  failedText,
  children,
}: {
  cv: CvLink;
  className: string;
  failedTitle: string;
  failedText: string;
  children: (load: PreviewLoad) => ReactNode;
}) {
  const [state, setState] = useTimedLoad(cv.kind);
  if (state === "error") {
    return (
      <FallbackPanel
        title={failedTitle}
        actions={
          <>
            <OpenInNewTab cv={cv} />
            <DownloadButton cv={cv} />
          </>
        }
      >
        {failedText}
      </FallbackPanel>
    );
  }
  return (
    <div className={className}>
      {state === "loading" ? <Loading /> : null}
      {children({
        loaded: state === "loaded",
        onLoad: () => setState("loaded"),
        onError: () => setState("error"),
      })}
    </div>
  );
}

function ImagePreview({ cv, name }: { cv: CvLink; name: string }) {
  return (
    <TimedPreview
      cv={cv}
      className="relative min-h-64"
      failedTitle="Image Could Not Load"
      failedText="The CV image could not be shown here. Open it in a new tab or download it."
    >
      {({ loaded, onLoad, onError }) => (
        <img
          src={cv.url}
          alt={`CV of ${name}`}
          onLoad={onLoad}
          onError={onError}
          className={loaded ? "mx-auto h-auto max-w-full" : "invisible"}
        />
      )}
    </TimedPreview>
  );
}

function PdfPreview({ cv, name }: { cv: CvLink; name: string }) {
  return (
    <TimedPreview
      cv={cv}
      className="relative"
      failedTitle="PDF Viewer Not Available"
      failedText="Your browser could not show the PDF here. Open it in a new tab or download it."
    >
      {/* Browsers fire a frame's load event for error pages too: a load counts as shown. */}
      {({ loaded, onLoad }) => (
        <iframe
          src={cv.url}
          title={`CV of ${name}`}
          onLoad={onLoad}
          className={`h-[70vh] w-full rounded-lg border border-stone-200 ${loaded ? "" : "invisible"}`}
        />
      )}
    </TimedPreview>
  );
}

function WordPreview({ cv }: { cv: CvLink }) {
  const previewUrl = cv.previewUrl;
  const [state, setState] = useState<LoadState>(previewUrl ? "loading" : "error");
  const [html, setHtml] = useState("");
  useEffect(() => {
    if (!previewUrl) return;
    let current = true;
    const request = new AbortController();
    const timer = setTimeout(() => request.abort(), cvTimeoutMs("word"));
    fetch(previewUrl, { credentials: "same-origin", signal: request.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`CV preview answered ${response.status}`);
        const body = (await response.json()) as { html?: unknown };
        if (typeof body.html !== "string") throw new Error("CV preview without html");
        if (current) {
          setHtml(body.html);
          setState("loaded");
        }
      })
      .catch(() => {
        if (current) setState("error");
      })
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
      request.abort();
    };
  }, [previewUrl]);
  if (state === "error") {
    return (
      <FallbackPanel
        title="Word Document CV"
        actions={
          <>
            <DownloadButton cv={cv} />
            <OpenInNewTab cv={cv} label="Open" />
          </>
        }
      >
        A preview of this Word document is not available. Download it or open it to read it.
      </FallbackPanel>
    );
  }
  if (state === "loading") {
    return (
      <div className="relative min-h-64">
        <Loading />
      </div>
    );
  }
  return (
    <div
      className="prose-content max-h-[70vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-6"
      // Safe: the server converted the document and sanitised the HTML before sending it.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised Word preview
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function CvPreview({ cv, name }: { cv: CvLink; name: string }) {
  switch (cv.kind) {
    case "image":
      return <ImagePreview cv={cv} name={name} />;
    case "pdf":
      return <PdfPreview cv={cv} name={name} />;
    case "word":
      return <WordPreview cv={cv} />;
    case "other":
      return (
        <FallbackPanel title="CV Document Available" actions={<DownloadButton cv={cv} />}>
          This CV cannot be previewed here. Download it to read it.
        </FallbackPanel>
      );
  }
}

/** The CV of a job seeker in a modal: a preview when the browser can show one, always a download. */
export function CvViewer({
  cv,
  name,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  cv: CvLink;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`${name}'s CV`}
      description={`The CV of ${name}, with a button to download it as ${cv.fileName}.`}
      closeLabel="Close CV"
      size="full"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <p className="mr-auto self-center text-xs text-stone-600">{CV_SECURITY_NOTE}</p>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <DownloadButton cv={cv} label="Download CV" />
        </>
      }
    >
      {/* Inside the modal's content, so the preview starts afresh each time it opens. */}
      <CvPreview cv={cv} name={name} />
    </Modal>
  );
}
