// Moved to lib/i18n (components use it too); this path goes once every import is moved.
export { aroundNode } from '#web/lib/i18n/around-node.tsx';
