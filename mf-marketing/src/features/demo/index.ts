export { DemoModal } from './components/DemoModal';
export { DemoSection } from './components/DemoSection';
export { DemoStartIsland } from './components/DemoStartIsland';
