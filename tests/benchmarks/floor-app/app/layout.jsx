/* The floor's root layout: what the App Router needs and nothing else. */
export const metadata = { title: 'Floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  );
}
