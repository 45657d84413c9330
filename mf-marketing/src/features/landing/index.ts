export { Hero } from './components/Hero';
export { Advantages } from './components/Advantages';
export { SocialChannels } from './components/SocialChannels';
export { Solutions } from './components/Solutions';
export { HowItWorks } from './components/HowItWorks';
