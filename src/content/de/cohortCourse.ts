/** The Academy's programme as search engines read it (the `Course` JSON-LD), in German. */
export const cohortCourse = {
  name: 'Academy: KI-Kohortenprogramm für Führungsteams',
  description:
    'Zehn Wochen, remote und live auf Deutsch: vier Wochen Unterricht zu KI in der Organisation, sechs Wochen begleitetes Bauen an eigenen Abläufen, mit Zertifikat.',
} as const;
