// What other features may use of notices (components and types).
export { PushSubscribeIsland as PushSubscribe } from "./push/island";
export type { NoticeKind } from "./topics";
