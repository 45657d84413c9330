export { BookingSection } from './components/BookingSection';
export { ConsultationModal } from './components/ConsultationModal';
