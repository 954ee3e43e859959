import localFont from 'next/font/local';

// The same Liberation Sans files the PDF embeds (server/resumes/pdf/pdf-shell-document.ts), so the
// preview and the printed page use one face.
export const resumeFont = localFont({
  src: [
    {
      path: '../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf',
      weight: '700',
      style: 'normal',
    },
    {
      path: '../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf',
      weight: '400',
      style: 'italic',
    },
  ],
  variable: '--resume-font',
  display: 'swap',
  preload: false,
});
