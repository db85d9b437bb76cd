// Placeholder: built in this issue.
export default function Placeholder() {
  return null;
}
