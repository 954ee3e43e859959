import { createRoot } from 'react-dom/client';
import { Popup } from './popup';

createRoot(document.getElementById('root')!).render(<Popup />);
