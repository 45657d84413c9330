export { DemoModal, DEMO_INSTAGRAM_URL } from './components/DemoModal';
export { DemoSection } from './components/DemoSection';
