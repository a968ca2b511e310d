import { avisoLegal } from './contenido/aviso-legal.ts';
import { politicaPrivacidad } from './contenido/privacidad.ts';
import { terminosServicio } from './contenido/terminos.ts';
import { PaginaLegal } from './PaginaLegal.tsx';

export const AvisoLegalPage = () => <PaginaLegal texto={avisoLegal} />;
export const PrivacidadPage = () => <PaginaLegal texto={politicaPrivacidad} />;
export const TerminosPage = () => <PaginaLegal texto={terminosServicio} />;
