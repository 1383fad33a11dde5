// The one piece of react-query the page does not need before a query is asked: its observer,
// loaded on demand by `useDeferredQuery` (a module of its own, so the chunk holds only it).
export { QueryObserver } from '@tanstack/react-query';
