export { BookingSection } from './components/BookingSection';
export { LazyConsultationModal as ConsultationModal } from './components/LazyConsultationModal';
