# Translations for the bots-app branch (levels explained, "Review my game"), to be merged
# into translations/*.ts on main. Keys: (context, English source); plural (%n) entries give
# lists of forms.
T = {
    ("GameUi", "Places ahead of three easy players: mean place %1 of 4, theirs %2 (lower is better)."): {
        "de": "Liegt vor drei leichten Spielern: mittlerer Platz %1 von 4, ihrer %2 (weniger ist besser).",
        "sv": "Placerar sig före tre lätta spelare: medelplats %1 av 4, deras %2 (lägre är bättre).",
        "fr": "Se classe devant trois joueurs faciles : place moyenne %1 sur 4, la leur %2 (plus bas est meilleur).",
    },
    ("GameUi", "Places ahead of three normal players: mean place %1 of 4, theirs %2 (lower is better)."): {
        "de": "Liegt vor drei normalen Spielern: mittlerer Platz %1 von 4, ihrer %2 (weniger ist besser).",
        "sv": "Placerar sig före tre normala spelare: medelplats %1 av 4, deras %2 (lägre är bättre).",
        "fr": "Se classe devant trois joueurs normaux : place moyenne %1 sur 4, la leur %2 (plus bas est meilleur).",
    },
    # --- Shithead
    ("ShitheadUi", "Easy: always plays its lowest card that fits, even a 2 or a 10, and swaps at most one card before play."): {
        "de": "Leicht: spielt immer seine niedrigste passende Karte, auch eine 2 oder eine 10, und tauscht vor dem Spiel höchstens eine Karte.",
        "sv": "Lätt: spelar alltid sitt lägsta kort som passar, även en 2:a eller en 10:a, och byter högst ett kort före spelet.",
        "fr": "Facile : joue toujours sa plus basse carte qui passe, même un 2 ou un 10, et échange au plus une carte avant la partie.",
    },
    ("ShitheadUi", "Normal: saves 2s and 10s for when nothing else goes and plays what the next player is least likely to beat."): {
        "de": "Normal: hebt 2er und 10er auf, bis nichts anderes mehr geht, und spielt, was der nächste Spieler am wenigsten wahrscheinlich schlagen kann.",
        "sv": "Normal: sparar 2:or och 10:or tills inget annat går och spelar det som nästa spelare minst troligt kan slå.",
        "fr": "Normal : garde les 2 et les 10 pour quand rien d'autre ne passe et joue ce que le joueur suivant a le moins de chances de battre.",
    },
    ("ShitheadUi", "Hard: plays each choice out to the end many times against guesses at the hidden cards and picks the best."): {
        "de": "Schwer: spielt jede Möglichkeit viele Male bis zum Ende durch, mit geratenen verdeckten Karten, und wählt die beste.",
        "sv": "Svår: spelar igenom varje val till slutet många gånger mot gissningar om de dolda korten och väljer det bästa.",
        "fr": "Difficile : joue chaque choix jusqu'au bout de nombreuses fois en devinant les cartes cachées, et prend le meilleur.",
    },
    # --- Chain-Chain
    ("ChainChainUi", "Easy: leaves as the next link a number it holds several of, now and then plays at random, and reverses only when nothing else goes."): {
        "de": "Leicht: lässt als nächstes Kettenglied eine Zahl, von der es mehrere hat, spielt ab und zu zufällig und kehrt die Richtung nur um, wenn nichts anderes geht.",
        "sv": "Lätt: lämnar som nästa länk en siffra den har flera av, spelar ibland slumpmässigt och vänder bara när inget annat går.",
        "fr": "Facile : laisse comme maillon suivant un nombre qu'il a en plusieurs exemplaires, joue parfois au hasard et n'inverse le sens que si rien d'autre ne passe.",
    },
    ("ChainChainUi", "Normal: keeps its hand ready for whatever link comes back and leaves links the next player probably cannot continue."): {
        "de": "Normal: hält seine Hand bereit für jedes Kettenglied, das zurückkommt, und lässt Glieder, die der nächste Spieler wahrscheinlich nicht fortsetzen kann.",
        "sv": "Normal: håller handen redo för vilken länk som än kommer tillbaka och lämnar länkar som nästa spelare troligen inte kan fortsätta.",
        "fr": "Normal : garde sa main prête pour tout maillon qui revient et laisse des maillons que le joueur suivant ne peut sans doute pas continuer.",
    },
    ("ChainChainUi", "Hard: plays its best few choices out to the end against guesses at the hidden cards, last-play rules included."): {
        "de": "Schwer: spielt seine besten Möglichkeiten bis zum Ende durch, mit geratenen verdeckten Karten, die Regeln für den letzten Zug eingeschlossen.",
        "sv": "Svår: spelar igenom sina bästa val till slutet mot gissningar om de dolda korten, reglerna för sista draget inräknade.",
        "fr": "Difficile : joue ses meilleurs choix jusqu'au bout en devinant les cartes cachées, règles du dernier coup comprises.",
    },
    # --- Shaftmount
    ("ShaftmountUi", "Easy: closes an opponent's sequence when it can, else plays a random card that does not close its own; never uses the 3 or 4 rule, never blocks."): {
        "de": "Leicht: schließt die Folge eines Gegners, wenn es kann, sonst spielt es eine zufällige Karte, die nicht die eigene schließt; nutzt nie die 3er- oder 4er-Regel und blockt nie.",
        "sv": "Lätt: stänger en motståndares följd när den kan, annars spelar den ett slumpvis kort som inte stänger den egna; använder aldrig 3- eller 4-regeln och blockerar aldrig.",
        "fr": "Facile : ferme la séquence d'un adversaire quand il le peut, sinon joue une carte au hasard qui ne ferme pas la sienne ; n'utilise jamais la règle du 3 ou du 4 et ne bloque jamais.",
    },
    ("ShaftmountUi", "Normal: weighs every play in penalty points: closes opponents' sequences first, protects its own and keeps useful cards."): {
        "de": "Normal: wägt jeden Zug in Strafpunkten ab: schließt zuerst die Folgen der Gegner, schützt die eigenen und behält nützliche Karten.",
        "sv": "Normal: väger varje drag i straffpoäng: stänger motståndarnas följder först, skyddar sina egna och behåller användbara kort.",
        "fr": "Normal : pèse chaque coup en points de pénalité : ferme d'abord les séquences des adversaires, protège les siennes et garde les cartes utiles.",
    },
    ("ShaftmountUi", "Hard: plays its best few choices two rounds ahead against guesses at the hidden cards and picks the best."): {
        "de": "Schwer: spielt seine besten Möglichkeiten zwei Runden voraus durch, mit geratenen verdeckten Karten, und wählt die beste.",
        "sv": "Svår: spelar igenom sina bästa val två rundor framåt mot gissningar om de dolda korten och väljer det bästa.",
        "fr": "Difficile : joue ses meilleurs choix deux tours à l'avance en devinant les cartes cachées, et prend le meilleur.",
    },
    # --- Wrong Suit
    ("WrongSuitUi", "Easy: gives its highest card to an opponent picked at random."): {
        "de": "Leicht: gibt seine höchste Karte einem zufällig gewählten Gegner.",
        "sv": "Lätt: ger sitt högsta kort till en slumpvis vald motståndare.",
        "fr": "Facile : donne sa plus haute carte à un adversaire choisi au hasard.",
    },
    ("WrongSuitUi", "Normal: weighs each gift by what it does to every stack under each possible Wrong Suit, and sends high cards to opponents."): {
        "de": "Normal: wägt jedes Geschenk danach ab, was es bei jeder möglichen falschen Farbe mit jedem Stapel macht, und schickt hohe Karten an die Gegner.",
        "sv": "Normal: väger varje gåva efter vad den gör med varje hög under varje möjlig fel färg och skickar höga kort till motståndarna.",
        "fr": "Normal : pèse chaque cadeau selon ce qu'il fait à chaque pile pour chaque mauvaise couleur possible, et envoie les hautes cartes aux adversaires.",
    },
    ("WrongSuitUi", "Hard: plays its favourite gifts out to the end against guesses at the hidden cards, over all four possible Wrong Suits."): {
        "de": "Schwer: spielt seine liebsten Geschenke bis zum Ende durch, mit geratenen verdeckten Karten, über alle vier möglichen falschen Farben.",
        "sv": "Svår: spelar igenom sina favoritgåvor till slutet mot gissningar om de dolda korten, över alla fyra möjliga fel färger.",
        "fr": "Difficile : joue ses cadeaux préférés jusqu'au bout en devinant les cartes cachées, pour les quatre mauvaises couleurs possibles.",
    },
    # --- Bring Down the Mountain
    ("MountainUi", "Easy: looks one move ahead, draws where the piles look best, and gives up after a few quiet rounds."): {
        "de": "Leicht: schaut einen Zug voraus, zieht dort, wo die Stapel am besten aussehen, und gibt nach ein paar ruhigen Runden auf.",
        "sv": "Lätt: ser ett drag framåt, drar där högarna ser bäst ut och ger upp efter några lugna rundor.",
        "fr": "Facile : regarde un coup à l'avance, pioche là où les piles semblent les meilleures et abandonne après quelques tours calmes.",
    },
    ("MountainUi", "Normal: asks the solver, on a small budget, for a winning line and follows it."): {
        "de": "Normal: fragt den Löser mit kleinem Budget nach einem Gewinnweg und folgt ihm.",
        "sv": "Normal: ber lösaren, med en liten budget, om en vinnande väg och följer den.",
        "fr": "Normal : demande au solveur, avec un petit budget, une ligne gagnante et la suit.",
    },
    ("MountainUi", "Hard: asks the solver with five times the budget, so it finds winning lines in harder deals."): {
        "de": "Schwer: fragt den Löser mit dem fünffachen Budget und findet so Gewinnwege auch in schwereren Deals.",
        "sv": "Svår: ber lösaren med fem gånger budgeten och hittar därför vinnande vägar även i svårare givar.",
        "fr": "Difficile : interroge le solveur avec un budget cinq fois plus grand et trouve ainsi des lignes gagnantes dans des donnes plus difficiles.",
    },
    # --- Review my game
    ("GameUi", "Ratings are the hard player's estimate of how well one finishes from there: 100 surely first, 0 surely last."): {
        "de": "Die Wertungen sind die Schätzung des Computers (schwer), wie gut man von dort aus abschneidet: 100 sicher Erster, 0 sicher Letzter.",
        "sv": "Betygen är datorns (svår) uppskattning av hur bra man slutar därifrån: 100 säkert först, 0 säkert sist.",
        "fr": "Les notes sont l'estimation de l'ordinateur (difficile) du classement final à partir de là : 100 sûrement premier, 0 sûrement dernier.",
    },
    ("MountainUi", "Ratings are the solver's verdict after each move: 100 the table can still win, 0 it cannot."): {
        "de": "Die Wertungen sind das Urteil des Lösers nach jedem Zug: 100 der Tisch kann noch gewinnen, 0 er kann es nicht mehr.",
        "sv": "Betygen är lösarens dom efter varje drag: 100 bordet kan fortfarande vinna, 0 det kan det inte.",
        "fr": "Les notes sont le verdict du solveur après chaque coup : 100 la table peut encore gagner, 0 elle ne le peut plus.",
    },
    ("ResultOverlay", "Whose decisions to review"): {
        "de": "Wessen Entscheidungen geprüft werden",
        "sv": "Vems beslut som ska granskas",
        "fr": "Les décisions de qui revoir",
    },
    ("ResultOverlay", "key: Shift+R picks the next person"): {
        "de": "Taste: Umschalt+R wählt die nächste Person",
        "sv": "tangent: Skift+R väljer nästa person",
        "fr": "touche : Maj+R choisit la personne suivante",
    },
    ("ResultOverlay", "Review %1's game"): {
        "de": "Spiel von %1 prüfen",
        "sv": "Granska %1s spel",
        "fr": "Revoir la partie de %1",
    },
    ("ResultOverlay", "Review my game"): {
        "de": "Mein Spiel prüfen",
        "sv": "Granska mitt spel",
        "fr": "Revoir ma partie",
    },
    ("ResultOverlay", "The hard computer player looks at each of your decisions and marks where it would have chosen otherwise (key: R)"): {
        "de": "Der Computerspieler (schwer) sieht sich jede deiner Entscheidungen an und markiert, wo er anders gewählt hätte (Taste: R)",
        "sv": "Datorspelaren (svår) går igenom vart och ett av dina beslut och markerar var den hade valt annorlunda (tangent: R)",
        "fr": "L'ordinateur (difficile) examine chacune de vos décisions et signale où il aurait choisi autrement (touche : R)",
    },
    ("ResultOverlay", "Where the hard computer player would have chosen otherwise — key: R"): {
        "de": "Wo der Computerspieler (schwer) anders gewählt hätte — Taste: R",
        "sv": "Där datorspelaren (svår) hade valt annorlunda — tangent: R",
        "fr": "Là où l'ordinateur (difficile) aurait choisi autrement — touche : R",
    },
    ("ResultOverlay", "%1 had no choices to review: every move was the only one possible."): {
        "de": "%1 hatte nichts zu entscheiden: Jeder Zug war der einzig mögliche.",
        "sv": "%1 hade inga val att granska: varje drag var det enda möjliga.",
        "fr": "%1 n'a eu aucun choix à revoir : chaque coup était le seul possible.",
    },
    ("TablePage", "Close the review"): {
        "de": "Prüfung schließen",
        "sv": "Stäng granskningen",
        "fr": "Fermer la revue",
    },
    ("TablePage", "The hard player had nothing to say about this decision."): {
        "de": "Der Computer (schwer) hatte zu dieser Entscheidung nichts zu sagen.",
        "sv": "Datorn (svår) hade inget att säga om det här beslutet.",
        "fr": "L'ordinateur (difficile) n'a rien à dire sur cette décision.",
    },
    ("TablePage", "The hard player would have made the same move."): {
        "de": "Der Computer (schwer) hätte denselben Zug gemacht.",
        "sv": "Datorn (svår) hade gjort samma drag.",
        "fr": "L'ordinateur (difficile) aurait joué le même coup.",
    },
    ("TablePage", "The hard player's choice: %1 (it cannot rate this decision)."): {
        "de": "Wahl des Computers (schwer): %1 (er kann diese Entscheidung nicht bewerten).",
        "sv": "Datorns (svår) val: %1 (den kan inte betygsätta det här beslutet).",
        "fr": "Choix de l'ordinateur (difficile) : %1 (il ne peut pas noter cette décision).",
    },
    ("TablePage", "The hard player's choice: %1 — but it rates both about the same (%2 against %3)."): {
        "de": "Wahl des Computers (schwer): %1 — aber er bewertet beide etwa gleich (%2 gegen %3).",
        "sv": "Datorns (svår) val: %1 — men den betygsätter båda ungefär lika (%2 mot %3).",
        "fr": "Choix de l'ordinateur (difficile) : %1 — mais il note les deux à peu près pareil (%2 contre %3).",
    },
    ("TablePage", "The hard player's choice: %1 — it thinks this mattered a lot (rated %2 against %3)."): {
        "de": "Wahl des Computers (schwer): %1 — er meint, das war sehr wichtig (Wertung %2 gegen %3).",
        "sv": "Datorns (svår) val: %1 — den tror att det betydde mycket (betyg %2 mot %3).",
        "fr": "Choix de l'ordinateur (difficile) : %1 — il pense que cela comptait beaucoup (note %2 contre %3).",
    },
    ("TablePage", "The hard player's choice: %1 — it thinks this mattered somewhat (rated %2 against %3)."): {
        "de": "Wahl des Computers (schwer): %1 — er meint, das war einigermaßen wichtig (Wertung %2 gegen %3).",
        "sv": "Datorns (svår) val: %1 — den tror att det betydde en del (betyg %2 mot %3).",
        "fr": "Choix de l'ordinateur (difficile) : %1 — il pense que cela comptait un peu (note %2 contre %3).",
    },
    ("TablePage", "The hard player's choice: %1 — it thinks this mattered a little (rated %2 against %3)."): {
        "de": "Wahl des Computers (schwer): %1 — er meint, das war nur wenig wichtig (Wertung %2 gegen %3).",
        "sv": "Datorns (svår) val: %1 — den tror att det betydde lite (betyg %2 mot %3).",
        "fr": "Choix de l'ordinateur (difficile) : %1 — il pense que cela comptait à peine (note %2 contre %3).",
    },
    ("TablePage", "Decision %1 of %2 (move %3) — marked: %4."): {
        "de": "Entscheidung %1 von %2 (Zug %3) — markiert: %4.",
        "sv": "Beslut %1 av %2 (drag %3) — markerade: %4.",
        "fr": "Décision %1 sur %2 (coup %3) — signalées : %4.",
    },
    ("TablePage", "%1's move: %2."): {
        "de": "Zug von %1: %2.",
        "sv": "%1s drag: %2.",
        "fr": "Coup de %1 : %2.",
    },
    ("TablePage", "‹ Previous"): {
        "de": "‹ Vorherige",
        "sv": "‹ Föregående",
        "fr": "‹ Précédente",
    },
    ("TablePage", "The previous decision"): {
        "de": "Die vorherige Entscheidung",
        "sv": "Föregående beslut",
        "fr": "La décision précédente",
    },
    ("TablePage", "key: ←"): {"de": "Taste: ←", "sv": "tangent: ←", "fr": "touche : ←"},
    ("TablePage", "The next decision"): {
        "de": "Die nächste Entscheidung",
        "sv": "Nästa beslut",
        "fr": "La décision suivante",
    },
    ("TablePage", "key: →"): {"de": "Taste: →", "sv": "tangent: →", "fr": "touche : →"},
    ("TablePage", "key: Esc"): {"de": "Taste: Esc", "sv": "tangent: Esc", "fr": "touche : Échap"},
    ("TablePage", "The hard computer player is looking at %1's decisions, each from what was in view then…"): {
        "de": "Der Computerspieler (schwer) sieht sich die Entscheidungen von %1 an, jede mit dem, was damals zu sehen war …",
        "sv": "Datorspelaren (svår) går igenom %1s beslut, vart och ett utifrån det som syntes då …",
        "fr": "L'ordinateur (difficile) examine les décisions de %1, chacune d'après ce qui était visible alors…",
    },
    ("TablePage", "Review progress"): {
        "de": "Fortschritt der Prüfung",
        "sv": "Granskningens förlopp",
        "fr": "Progression de la revue",
    },
    ("TablePage", "%1 of %2 decisions"): {
        "de": "%1 von %2 Entscheidungen",
        "sv": "%1 av %2 beslut",
        "fr": "%1 décisions sur %2",
    },
    ("TablePage", "Cancel"): {"de": "Abbrechen", "sv": "Avbryt", "fr": "Annuler"},
    ("TablePage", "Cancel the review"): {
        "de": "Prüfung abbrechen",
        "sv": "Avbryt granskningen",
        "fr": "Annuler la revue",
    },
}
