import { partirEnlaces } from './enlaces.ts';

/** A message's text as text (React escapes it), line breaks kept, safe http(s) links clickable. */
export function TextoMensaje({ texto }: { texto: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {partirEnlaces(texto).map((trozo, i) =>
        trozo.tipo === 'texto' ? (
          trozo.texto
        ) : (
          <a key={i} href={trozo.href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
            {trozo.texto}
          </a>
        ),
      )}
    </p>
  );
}
