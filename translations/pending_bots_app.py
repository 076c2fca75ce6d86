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
}
