// The router library alone, so the entry can evaluate it in a task of its own (index.ts).
export { BrowserRouter } from 'react-router-dom';
