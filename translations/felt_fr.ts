<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionBar</name>
    <message>
        <source>key: %1</source>
        <translation>touche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Touche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Learning table</source>
        <translation>Table d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Learning table: hints come by themselves at first</source>
        <translation>Table d&apos;apprentissage&#xa0;: les indices viennent d&apos;eux-mêmes au début</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Le résultat</translation>
    </message>
    <message>
        <source>Show the result of the game again</source>
        <translation>Afficher à nouveau le résultat de la partie</translation>
    </message>
    <message>
        <source>Learning table · %1</source>
        <translation>Table d&apos;apprentissage · %1</translation>
    </message>
    <message>
        <source>Learning table: hints come by themselves at first; %1</source>
        <translation>Table d&apos;apprentissage : les conseils viennent d&apos;eux-mêmes au début ; %1</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>The saved game could not be read, so it was put aside as %1; you can start a new game.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être lue&#xa0;; elle a été mise de côté sous le nom %1. Vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <source>The saved game could not be read and was removed; you can start a new game.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être lue et a été supprimée. Vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read, and it could not be put aside or removed either (%2), so it stays where it is and this message will come again; you can start a new game.</source>
        <translation>La partie sauvegardée %1 n&apos;a pas pu être lue, ni mise de côté ou supprimée (%2)&#xa0;: elle reste où elle est et ce message reviendra. Vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
</context>
<context>
    <name>BarButton</name>
    <message>
        <source>%1 (key: %2)</source>
        <translation>%1 (touche&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <source>%1 (KDE)</source>
        <comment>a card deck&apos;s name and the collection it came with</comment>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <source>%1 (GNOME)</source>
        <comment>a card deck&apos;s name and the collection it came with</comment>
        <translation>%1 (GNOME)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a card deck&apos;s name and its file&apos;s name</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>The table&apos;s certificate has changed</source>
        <translation>Le certificat de la table a changé</translation>
    </message>
    <message>
        <source>Connect to this table?</source>
        <translation>Se connecter à cette table&#xa0;?</translation>
    </message>
    <message>
        <source>The table at %1 shows another certificate than the one you accepted before, so Felt did not connect. Someone may be listening in between. If the table&apos;s host says they changed it, forget the old one and compare the new fingerprint with theirs.</source>
        <translation>La table à l&apos;adresse %1 présente un autre certificat que celui que vous avez accepté auparavant&#xa0;: Felt ne s&apos;est donc pas connecté. Quelqu&apos;un écoute peut-être entre les deux. Si l&apos;hôte de la table dit l&apos;avoir changé, oubliez l&apos;ancien et comparez la nouvelle empreinte avec la sienne.</translation>
    </message>
    <message>
        <source>The table at %1 uses a certificate that this computer cannot check. Connect only if its fingerprint is the one the table&apos;s host gives you (felt-server prints it when it starts).</source>
        <translation>La table à l&apos;adresse %1 utilise un certificat que cet ordinateur ne peut pas vérifier. Ne vous connectez que si son empreinte est celle que vous donne l&apos;hôte de la table (felt-server l&apos;affiche au démarrage).</translation>
    </message>
    <message>
        <source>Now:</source>
        <translation>Maintenant&#xa0;:</translation>
    </message>
    <message>
        <source>Accepted before:</source>
        <translation>Accepté auparavant&#xa0;:</translation>
    </message>
    <message>
        <source>SHA-256 fingerprint:</source>
        <translation>Empreinte SHA-256&#xa0;:</translation>
    </message>
    <message>
        <source>Forget the old one</source>
        <translation>Oublier l&apos;ancien</translation>
    </message>
    <message>
        <source>key: F. The next try shows the new certificate&apos;s fingerprint to accept or refuse.</source>
        <translation>touche&#xa0;: F. Le prochain essai affiche l&apos;empreinte du nouveau certificat, à accepter ou à refuser.</translation>
    </message>
    <message>
        <source>Accept and connect</source>
        <translation>Accepter et se connecter</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>touche&#xa0;: Entrée</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>Ne pas se connecter</translation>
    </message>
    <message>
        <source>key: Enter or Esc</source>
        <translation>touche&#xa0;: Entrée ou Échap</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>touche&#xa0;: Échap</translation>
    </message>
</context>
<context>
    <name>ChainChainAdapter</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n collected (sum %1)</source>
        <translation>
            <numerusform>%n ramassée (somme %1)</numerusform>
            <numerusform>%n ramassées (somme %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2, then %3.</source>
        <translation>%1 a joué %2, puis %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not continue the chain and collected it (%n card(s)).</source>
        <translation>
            <numerusform>%1 n&apos;a pas pu continuer la chaîne et l&apos;a ramassée (%n carte).</numerusform>
            <numerusform>%1 n&apos;a pas pu continuer la chaîne et l&apos;a ramassée (%n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>A double: the direction of play turns, and the next player plays freely.</source>
        <translation>Un double&#xa0;: le sens du jeu s&apos;inverse et le joueur suivant joue librement.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 a pioché %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 a pioché %n carte.</numerusform>
            <numerusform>%1 a pioché %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: %1 collects the chain (%n card(s)).</source>
        <translation>
            <numerusform>Dernier coup&#xa0;: %1 ramasse la chaîne (%n carte).</numerusform>
            <numerusform>Dernier coup&#xa0;: %1 ramasse la chaîne (%n cartes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: the chain leaves the game (%n card(s)).</source>
        <translation>
            <numerusform>Dernier coup&#xa0;: la chaîne quitte le jeu (%n carte).</numerusform>
            <numerusform>Dernier coup&#xa0;: la chaîne quitte le jeu (%n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock and every hand are empty: the game is over.</source>
        <translation>La pioche et toutes les mains sont vides&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 wins, having collected the fewest cards.</source>
        <translation>%1 gagne, avec le moins de cartes ramassées.</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 se partagent la victoire.</translation>
    </message>
    <message>
        <source>play %1, then %2</source>
        <translation>jouer %1, puis %2</translation>
    </message>
    <message>
        <source>collect the chain</source>
        <translation>ramasser la chaîne</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ramasser</translation>
    </message>
    <message>
        <source>You hold no %1, so you must collect the pile.</source>
        <translation>Vous n&apos;avez aucun %1&#xa0;: vous devez ramasser le tas.</translation>
    </message>
    <message>
        <source>Playing the link twice turns the chain back: the next player collects nothing.</source>
        <translation>Jouer deux fois le maillon renverse la chaîne&#xa0;: le joueur suivant ne ramasse rien.</translation>
    </message>
    <message>
        <source>%1 has shown they hold no %2: they must collect the pile.</source>
        <translation>%1 a montré n&apos;avoir aucun %2&#xa0;: il doit ramasser le tas.</translation>
    </message>
    <message>
        <source>You keep a card of every number you hold, so you can answer more links.</source>
        <translation>Vous gardez une carte de chaque nombre&#xa0;: vous pourrez répondre à plus de maillons.</translation>
    </message>
    <message>
        <source>You keep another %1, so you can still answer a link of %1 later.</source>
        <translation>Vous gardez un autre %1, donc vous pourrez encore répondre plus tard à un maillon %1.</translation>
    </message>
    <message numerus="yes">
        <source>Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n card(s).</source>
        <translation>
            <numerusform>Votre %1 devient le maillon : %2 doit y répondre avec un %1 ou ramasser le tas de %n carte.</numerusform>
            <numerusform>Votre %1 devient le maillon : %2 doit y répondre avec un %1 ou ramasser le tas de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are your last cards: with the stock empty, you collect nothing more.</source>
        <translation>Ce sont vos dernières cartes : la pioche étant vide, vous ne ramassez plus rien.</translation>
    </message>
</context>
<context>
    <name>ChainChainRules</name>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Collect as few cards as you can. Every card you collect counts against you; with the same number of cards, the lower sum of their values is better.</source>
        <translation>Ramassez le moins de cartes possible. Chaque carte ramassée compte contre vous&#xa0;; à nombre de cartes égal, la plus petite somme de leurs valeurs l&apos;emporte.</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Joueurs et cartes</translation>
    </message>
    <message>
        <source>The original game is for 4 or 5 players; Felt also lets 3 or 6 play. The deck holds two sets of the numbers 1 to 9 for each player: 72 cards for four players, 90 for five.</source>
        <translation>Le jeu original se joue à 4 ou 5&#xa0;; Felt permet aussi de jouer à 3 ou 6. Le jeu contient deux séries des nombres 1 à 9 par joueur&#xa0;: 72 cartes pour quatre joueurs, 90 pour cinq.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Everyone gets 8 cards; the rest is the stock. The first seat begins.</source>
        <translation>Chacun reçoit 8 cartes&#xa0;; le reste forme la pioche. La première place commence.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Play two cards from your hand onto the chain, one after the other: the first face up, the second on top of it. Your second card is the link the next player has to continue.</source>
        <translation>Jouez deux cartes de votre main sur la chaîne, l&apos;une après l&apos;autre&#xa0;: la première face visible, la seconde par-dessus. Votre seconde carte est le maillon que le joueur suivant doit prolonger.</translation>
    </message>
    <message>
        <source>Continuing the chain</source>
        <translation>Prolonger la chaîne</translation>
    </message>
    <message>
        <source>If there is a link and you hold a card of that number, your first card must be that number. If you hold none, you collect the whole chain — it goes to your collected stack, open for everyone to see — and then play any two cards as the same turn. On an empty chain any two cards may start it.</source>
        <translation>S&apos;il y a un maillon et que vous avez une carte de ce nombre, votre première carte doit être ce nombre. Si vous n&apos;en avez aucune, vous ramassez toute la chaîne — elle va sur votre tas ramassé, visible de tous — puis vous jouez deux cartes quelconques dans le même tour. Une chaîne vide peut être commencée par deux cartes quelconques.</translation>
    </message>
    <message>
        <source>Doubles turn the direction</source>
        <translation>Les doubles inversent le sens</translation>
    </message>
    <message>
        <source>Playing two cards that both equal the link reverses the direction of play. Felt&apos;s decision, taken from the original&apos;s worked example: after a reverse the next player&apos;s first card is free, and the chain stays where it is. Playing a double is a choice: you may also play just one of the two first.</source>
        <translation>Jouer deux cartes égales toutes deux au maillon inverse le sens du jeu. Choix de Felt, tiré de l&apos;exemple détaillé de l&apos;original&#xa0;: après une inversion, la première carte du joueur suivant est libre, et la chaîne reste en place. Jouer un double est un choix&#xa0;: vous pouvez aussi ne jouer d&apos;abord qu&apos;une des deux.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>After your play, draw two cards from the stock, or fewer when it runs short. A player whose hand is empty is skipped.</source>
        <translation>Après avoir joué, piochez deux cartes, ou moins si la pioche s&apos;épuise. Un joueur dont la main est vide passe son tour.</translation>
    </message>
    <message>
        <source>The last play</source>
        <translation>Le dernier coup</translation>
    </message>
    <message>
        <source>The game ends when the stock and every hand are empty. The play that empties the last hand follows its own rules: a double makes the player who played before it collect the chain; a single match sends the chain out of the game; if the last player has to collect, they then play their last two cards freely and those two leave the game; a free play with no link leaves the chain out of the game as well.</source>
        <translation>La partie se termine quand la pioche et toutes les mains sont vides. Le coup qui vide la dernière main suit ses propres règles&#xa0;: un double fait ramasser la chaîne au joueur qui a joué juste avant&#xa0;; une simple correspondance envoie la chaîne hors du jeu&#xa0;; si le dernier joueur doit ramasser, il joue ensuite librement ses deux dernières cartes, qui quittent le jeu&#xa0;; un coup libre sans maillon envoie lui aussi la chaîne hors du jeu.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Fewest collected cards first; a tie goes to the lower sum; players still tied share the place, and the next place is counted past them (1, 1, 3).</source>
        <translation>Le moins de cartes ramassées d&apos;abord&#xa0;; en cas d&apos;égalité, la plus petite somme&#xa0;; les joueurs encore à égalité partagent la place, et la place suivante est comptée après eux (1, 1, 3).</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Autres choix de Felt</translation>
    </message>
    <message>
        <source>A deal that is spelled out must leave an even stock, so every hand always holds pairs. When the last play is a double and nobody else has played since, the player who made it collects the chain themselves.</source>
        <translation>Une donne écrite en toutes lettres doit laisser une pioche paire, pour que chaque main contienne toujours des paires. Quand le dernier coup est un double et que personne d&apos;autre n&apos;a joué depuis, c&apos;est le joueur qui l&apos;a posé qui ramasse lui-même la chaîne.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>choisir une de vos cartes</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Espace, Entrée</translation>
    </message>
    <message>
        <source>take the chosen card as the first card, then as the second</source>
        <translation>prendre la carte choisie comme première carte, puis comme seconde</translation>
    </message>
    <message>
        <source>take: collect the chain when you hold no card equal to the link</source>
        <translation>ramasser&#xa0;: prendre la chaîne quand vous n&apos;avez aucune carte égale au maillon</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>choose the first card again</source>
        <translation>choisir à nouveau la première carte</translation>
    </message>
</context>
<context>
    <name>ChainChainTable</name>
    <message>
        <source>Your turn: you hold no %1, so you must collect the chain — press Take, then play two cards freely.</source>
        <translation>À vous&#xa0;: vous n&apos;avez pas de %1, vous devez donc ramasser la chaîne — appuyez sur Ramasser, puis jouez deux cartes librement.</translation>
    </message>
    <message>
        <source>Now the second card: it becomes the link for the next player.</source>
        <translation>Maintenant la seconde carte&#xa0;: elle devient le maillon du joueur suivant.</translation>
    </message>
    <message>
        <source>Your turn: start with the link, %1, then play any second card.</source>
        <translation>À vous&#xa0;: commencez par le maillon, %1, puis jouez une seconde carte quelconque.</translation>
    </message>
    <message>
        <source>Your turn: play any two cards — drag or click the first, then the second.</source>
        <translation>À vous&#xa0;: jouez deux cartes quelconques — glissez ou cliquez la première, puis la seconde.</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Choisir à nouveau</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>The chain starts here: play any two cards</source>
        <translation>La chaîne commence ici&#xa0;: jouez deux cartes quelconques</translation>
    </message>
    <message>
        <source>Link: %1 — the next play starts with it</source>
        <translation>Maillon&#xa0;: %1 — le prochain coup commence par lui</translation>
    </message>
    <message>
        <source>No link: the next play is free</source>
        <translation>Pas de maillon&#xa0;: le prochain coup est libre</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ sens horaire</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ sens antihoraire</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Pioche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stock: none</source>
        <translation>Pioche&#xa0;: vide</translation>
    </message>
    <message>
        <source>link</source>
        <translation>maillon</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1re</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <source>collected by you</source>
        <translation>ramassée par vous</translation>
    </message>
    <message>
        <source>collected by %1</source>
        <translation>ramassée par %1</translation>
    </message>
    <message>
        <source>the link, at the end of the chain</source>
        <translation>le maillon, au bout de la chaîne</translation>
    </message>
    <message>
        <source>on the chain</source>
        <translation>dans la chaîne</translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>la pioche, %n carte</numerusform>
            <numerusform>la pioche, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n card(s)</source>
        <translation>
            <numerusform>%1 ramasse %n carte</numerusform>
            <numerusform>%1 ramasse %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation>Inversion&#xa0;!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ChainChainUi</name>
    <message>
        <source>Chain-Chain</source>
        <translation>Chain-Chain</translation>
    </message>
    <message>
        <source>Link two numbers a turn onto the chain; whoever cannot continue collects it.</source>
        <translation>Ajoutez deux nombres par tour à la chaîne&#xa0;; qui ne peut pas la prolonger la ramasse.</translation>
    </message>
    <message>
        <source>(%1 to %2; 4 or 5 is the original game)</source>
        <translation>(%1 à %2&#xa0;; le jeu original se joue à 4 ou 5)</translation>
    </message>
    <message>
        <source>the first card must equal the link while the hand holds one</source>
        <translation>la première carte doit être égale au maillon tant que la main en contient une</translation>
    </message>
    <message>
        <source>no card equals the link: take the pile</source>
        <translation>aucune carte n&apos;est égale au maillon&#xa0;: ramassez le tas</translation>
    </message>
    <message>
        <source>there is no link to continue, so there is nothing to take</source>
        <translation>il n&apos;y a pas de maillon à prolonger, donc rien à ramasser</translation>
    </message>
    <message>
        <source>both cards name a card that the hand holds only once</source>
        <translation>les deux cartes désignent une carte que la main ne contient qu&apos;une fois</translation>
    </message>
    <message>
        <source>Easy: leaves as the next link a number it holds several of, now and then plays at random, and reverses only when nothing else goes.</source>
        <translation>Facile : laisse comme maillon suivant un nombre qu&apos;il a en plusieurs exemplaires, joue parfois au hasard et n&apos;inverse le sens que si rien d&apos;autre ne passe.</translation>
    </message>
    <message>
        <source>Normal: keeps its hand ready for whatever link comes back and leaves links the next player probably cannot continue.</source>
        <translation>Normal : garde sa main prête pour tout maillon qui revient et laisse des maillons que le joueur suivant ne peut sans doute pas continuer.</translation>
    </message>
    <message>
        <source>Hard: plays its best few choices out to the end against guesses at the hidden cards, last-play rules included.</source>
        <translation>Difficile : joue ses meilleurs choix jusqu&apos;au bout en devinant les cartes cachées, règles du dernier coup comprises.</translation>
    </message>
</context>
<context>
    <name>ChatButton</name>
    <message>
        <source>Close chat</source>
        <translation>Fermer la discussion</translation>
    </message>
    <message numerus="yes">
        <source>Chat (%n new)</source>
        <translation>
            <numerusform>Discussion (%n nouveau)</numerusform>
            <numerusform>Discussion (%n nouveaux)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>key: Ctrl+T</source>
        <translation>touche&#xa0;: Ctrl+T</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Scroll the chat</source>
        <translation>Faire défiler la discussion</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message de discussion</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Lesson %1/%2</source>
        <translation>Leçon %1/%2</translation>
    </message>
    <message>
        <source>Lesson step %1 of %2</source>
        <translation>Étape %1 sur %2 de la leçon</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>Suivant (Espace)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>key: Space</source>
        <translation>touche&#xa0;: Espace</translation>
    </message>
    <message>
        <source>Play a first game</source>
        <translation>Jouer une première partie</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>touche&#xa0;: Entrée</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Leçon suivante : %1</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>touche&#xa0;: Entrée</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>touche&#xa0;: Échap</translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Deal number %1.</source>
        <translation>Donne n° %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>Une nouvelle donne.</translation>
    </message>
    <message>
        <source>The deal number was %1.</source>
        <translation>C’était la donne n° %1.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>no call</source>
        <translation>aucune annonce</translation>
    </message>
</context>
<context>
    <name>GameReviewBar</name>
    <message>
        <source>The hard player had nothing to say about this decision.</source>
        <translation>L&apos;ordinateur (difficile) n&apos;a rien à dire sur cette décision.</translation>
    </message>
    <message>
        <source>The hard player would have made the same move.</source>
        <translation>L&apos;ordinateur (difficile) aurait joué le même coup.</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 (it cannot rate this decision).</source>
        <translation>Choix de l&apos;ordinateur (difficile) : %1 (il ne peut pas noter cette décision).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — but it rates both about the same (%2 against %3).</source>
        <translation>Choix de l&apos;ordinateur (difficile) : %1 — mais il note les deux à peu près pareil (%2 contre %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered a lot (rated %2 against %3).</source>
        <translation>Choix de l&apos;ordinateur (difficile) : %1 — il pense que cela comptait beaucoup (note %2 contre %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered somewhat (rated %2 against %3).</source>
        <translation>Choix de l&apos;ordinateur (difficile) : %1 — il pense que cela comptait un peu (note %2 contre %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered a little (rated %2 against %3).</source>
        <translation>Choix de l&apos;ordinateur (difficile) : %1 — il pense que cela comptait à peine (note %2 contre %3).</translation>
    </message>
    <message>
        <source>Decision %1 of %2 (move %3) — marked: %4.</source>
        <translation>Décision %1 sur %2 (coup %3) — signalées : %4.</translation>
    </message>
    <message>
        <source>%1&apos;s move: %2.</source>
        <translation>Coup de %1 : %2.</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Précédente</translation>
    </message>
    <message>
        <source>The previous decision</source>
        <translation>La décision précédente</translation>
    </message>
    <message>
        <source>key: ←</source>
        <translation>touche : ←</translation>
    </message>
    <message>
        <source>Key: ←</source>
        <translation>Touche&#xa0;: ←</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Suivant ›</translation>
    </message>
    <message>
        <source>The next decision</source>
        <translation>La décision suivante</translation>
    </message>
    <message>
        <source>key: →</source>
        <translation>touche : →</translation>
    </message>
    <message>
        <source>Key: →</source>
        <translation>Touche&#xa0;: →</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Fermer la revue</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>touche : Échap</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Touche&#xa0;: Échap</translation>
    </message>
    <message>
        <source>A call missed: %1.</source>
        <translation>Une annonce manquée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 made no call here.</source>
        <translation>%1 n&apos;a rien annoncé ici.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>This is a past game: it can only be watched.</source>
        <translation>C&apos;est une partie passée&#xa0;: on peut seulement la regarder.</translation>
    </message>
    <message>
        <source>The table is covered until %1 takes over.</source>
        <translation>La table reste couverte jusqu&apos;à ce que %1 prenne la main.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>That cannot go there.</source>
        <translation>Cela ne peut pas aller là.</translation>
    </message>
    <message>
        <source>A move was taken back.</source>
        <translation>Un coup a été annulé.</translation>
    </message>
    <message>
        <source>The table as it was dealt.</source>
        <translation>La table telle qu&apos;elle a été distribuée.</translation>
    </message>
    <message>
        <source>The table as it stood before these moves.</source>
        <translation>La table telle qu&apos;elle était avant ces coups.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Impossible pour le moment.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer à %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>★ Learn to play</source>
        <translation>★ Apprendre à jouer</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Apprendre à jouer à %1</translation>
    </message>
    <message>
        <source>a guided first deal: you have not played this game yet</source>
        <translation>une première donne guidée&#xa0;: vous n’avez pas encore joué à ce jeu</translation>
    </message>
    <message>
        <source>a guided first deal</source>
        <translation>une première donne guidée</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>(%1 to %2 with these rules)</source>
        <translation>(%1 à %2 avec ces règles)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Places ahead of three easy players: mean place %1 of 4, theirs %2 (lower is better).</source>
        <translation>Se classe devant trois joueurs faciles : place moyenne %1 sur 4, la leur %2 (plus bas est meilleur).</translation>
    </message>
    <message>
        <source>Places ahead of three normal players: mean place %1 of 4, theirs %2 (lower is better).</source>
        <translation>Se classe devant trois joueurs normaux : place moyenne %1 sur 4, la leur %2 (plus bas est meilleur).</translation>
    </message>
    <message>
        <source>Ratings are the hard player&apos;s estimate of how well one finishes from there: 100 surely first, 0 surely last.</source>
        <translation>Les notes sont l&apos;estimation de l&apos;ordinateur (difficile) du classement final à partir de là : 100 sûrement premier, 0 sûrement dernier.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Your game of %1 is still on the table.</source>
        <translation>Votre partie de %1 est toujours sur la table.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
    <message>
        <source>You have an unfinished game of %1. Pick it up where you left it?</source>
        <translation>Vous avez une partie de %1 non terminée. La reprendre là où vous l&apos;avez laissée&#xa0;?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Felt was closed while it hosted a network game of %1. Host it again? Its people come back to it by themselves.</source>
        <translation>Felt a été fermé alors qu&apos;il hébergeait une partie de %1 en réseau. L&apos;héberger de nouveau&#xa0;? Ses joueurs y reviennent d&apos;eux-mêmes.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>L&apos;héberger de nouveau</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>La fermer</translation>
    </message>
    <message>
        <source>Close the network game for good</source>
        <translation>Fermer définitivement la partie en réseau</translation>
    </message>
    <message>
        <source>A card table for five games — against the computer, or with friends at one screen or over the network.</source>
        <translation>Cinq jeux de cartes — contre l&apos;ordinateur, ou entre amis devant un même écran ou en réseau.</translation>
    </message>
</context>
<context>
    <name>JoinPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Revenir à la partie en réseau</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Table code or invite link</source>
        <translation>Code de table ou lien d&apos;invitation</translation>
    </message>
    <message>
        <source>K7QW2P or felt://192.168.1.20:7447/K7QW2P</source>
        <translation>K7QW2P ou felt://192.168.1.20:7447/K7QW2P</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>Adresse de l&apos;hôte</translation>
    </message>
    <message>
        <source>192.168.1.20 or 192.168.1.20:7447</source>
        <translation>192.168.1.20 ou 192.168.1.20:7447</translation>
    </message>
    <message>
        <source>No table waiting for people has been found yet.</source>
        <translation>Aucune table en attente de joueurs n&apos;a encore été trouvée.</translation>
    </message>
    <message>
        <source>Join %1&apos;s table</source>
        <translation>Rejoindre la table de %1</translation>
    </message>
    <message>
        <source>Also at this screen</source>
        <translation>Aussi devant cet écran</translation>
    </message>
    <message>
        <source>Another person&apos;s name</source>
        <translation>Nom d&apos;une autre personne</translation>
    </message>
    <message>
        <source>Another person at this screen, %1</source>
        <translation>Autre personne devant cet écran, %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the person at this screen %1</source>
        <translation>Retirer la personne %1 de cet écran</translation>
    </message>
    <message>
        <source>Add a person at this screen</source>
        <translation>Ajouter une personne devant cet écran</translation>
    </message>
    <message>
        <source>Several people can sit at the table from this screen; the privacy screen stands between their turns.</source>
        <translation>Plusieurs personnes peuvent s&apos;asseoir à la table depuis cet écran&#xa0;; l&apos;écran de confidentialité s&apos;interpose entre leurs tours.</translation>
    </message>
    <message>
        <source>Tables you may join</source>
        <translation>Tables que vous pouvez rejoindre</translation>
    </message>
    <message>
        <source>%1 on this network — %2</source>
        <translation>%1 sur ce réseau — %2</translation>
    </message>
    <message>
        <source>%1 at %2 — %3</source>
        <translation>%1 sur %2 — %3</translation>
    </message>
    <message>
        <source>At the table: %1</source>
        <translation>À la table : %1</translation>
    </message>
    <message>
        <source>Opened by %1</source>
        <translation>Ouverte par %1</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
        </translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>waiting for people</source>
        <translation>attend des joueurs</translation>
    </message>
    <message>
        <source>You have a seat at a network game (%1). Take it back?</source>
        <translation>Vous avez une place à une partie en réseau (%1). La reprendre ?</translation>
    </message>
    <message>
        <source>Your name is needed to take a seat.</source>
        <translation>Votre nom est nécessaire pour prendre place.</translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <source>hint: suggest a move</source>
        <translation>indice&#xa0;: proposer un coup</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back your last move (where nothing is hidden)</source>
        <translation>annuler votre dernier coup (quand rien n&apos;est caché)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Maj+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>make it again</source>
        <translation>le rejouer</translation>
    </message>
    <message>
        <source>the last round again, move by move (← →; Esc: back to the game)</source>
        <translation>revoir le dernier tour, coup par coup (← →&#xa0;; Échap&#xa0;: retour à la partie)</translation>
    </message>
    <message>
        <source>the rules of this game</source>
        <translation>les règles de ce jeu</translation>
    </message>
    <message>
        <source>?, Shift+F1</source>
        <translation>?, Maj+F1</translation>
    </message>
    <message>
        <source>this sheet</source>
        <translation>cette fiche</translation>
    </message>
    <message>
        <source>the menu: new game, the same deal again, settings</source>
        <translation>le menu&#xa0;: nouvelle partie, même donne, paramètres</translation>
    </message>
    <message>
        <source>Alt+←</source>
        <translation>Alt+←</translation>
    </message>
    <message>
        <source>back to the games</source>
        <translation>retour aux jeux</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>move between the buttons; Space presses one</source>
        <translation>passer d&apos;un bouton à l&apos;autre&#xa0;; Espace en active un</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>une nouvelle partie</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>quitter</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Everywhere on the table page</source>
        <translation>Partout sur la page de la table</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>show or hide the game log (Esc hides it too)</source>
        <translation>afficher ou masquer l’historique de la partie (Échap le masque aussi)</translation>
    </message>
    <message>
        <source>once the game is over and its result put aside: the result again</source>
        <translation>une fois la partie finie et son résultat écarté : le résultat à nouveau</translation>
    </message>
</context>
<context>
    <name>LeaveTableQuestion</name>
    <message>
        <source>Leave the network table?</source>
        <translation>Quitter la table en réseau&#xa0;?</translation>
    </message>
    <message>
        <source>You have a seat at %1 with %2: leave it?</source>
        <translation>Vous avez une place à %1 avec %2&#xa0;: la quitter&#xa0;?</translation>
    </message>
    <message>
        <source>You have a seat at %1: leave it?</source>
        <translation>Vous avez une place à %1&#xa0;: la quitter&#xa0;?</translation>
    </message>
    <message>
        <source>You have a seat at a network table: leave it?</source>
        <translation>Vous avez une place à une table en réseau&#xa0;: la quitter&#xa0;?</translation>
    </message>
    <message>
        <source>The table closes for everyone.</source>
        <translation>La table sera fermée pour tout le monde.</translation>
    </message>
    <message>
        <source>The others see that you left.</source>
        <translation>Les autres verront que vous êtes parti.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>There is no lesson &quot;%1&quot;. The lessons are: %2.</source>
        <translation>Il n’y a pas de leçon «&#xa0;%1&#xa0;». Les leçons sont&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Each turn you lay two cards on the chain. Your second card is the link: the next player must start with that number.</source>
        <translation>À chaque tour, vous posez deux cartes sur la chaîne. Votre deuxième carte est le maillon&#xa0;: le joueur suivant doit commencer par ce nombre.</translation>
    </message>
    <message>
        <source>The chain is empty, so any card may start it. Drag your 3 onto the chain, then your 7.</source>
        <translation>La chaîne est vide, n’importe quelle carte peut donc la commencer. Faites glisser votre 3 sur la chaîne, puis votre 7.</translation>
    </message>
    <message>
        <source>For this lesson, play your 3 first, then your 7.</source>
        <translation>Pour cette leçon, jouez d’abord votre 3, puis votre 7.</translation>
    </message>
    <message>
        <source>Your 7 is the link. Bruno holds a 7, so he must start with it. His 2 is the new link. (After a play you draw two cards: you did too.)</source>
        <translation>Votre 7 est le maillon. Bruno a un 7, il doit donc commencer par lui. Son 2 est le nouveau maillon. (Après avoir joué, on pioche deux cartes&#xa0;: vous aussi.)</translation>
    </message>
    <message>
        <source>Cleo continues with the 2 and leaves a 6.</source>
        <translation>Cleo continue avec le 2 et laisse un 6.</translation>
    </message>
    <message>
        <source>Dana holds no 6, so she cannot continue: she takes the whole chain. Those 6 cards count against her at the end.</source>
        <translation>Dana n’a pas de 6, elle ne peut donc pas continuer&#xa0;: elle ramasse toute la chaîne. Ces 6 cartes comptent contre elle à la fin.</translation>
    </message>
    <message>
        <source>After taking, Dana starts a new chain with any two cards. The link is 4.</source>
        <translation>Après avoir ramassé, Dana commence une nouvelle chaîne avec deux cartes quelconques. Le maillon est 4.</translation>
    </message>
    <message>
        <source>The link is 4 and you hold no 4. Press Take (T) to collect the chain: only two cards.</source>
        <translation>Le maillon est 4 et vous n’avez pas de 4. Appuyez sur Ramasser (T) pour prendre la chaîne&#xa0;: deux cartes seulement.</translation>
    </message>
    <message>
        <source>You hold no 4, so you cannot continue the chain: press Take.</source>
        <translation>Vous n’avez pas de 4, vous ne pouvez donc pas continuer la chaîne&#xa0;: appuyez sur Ramasser.</translation>
    </message>
    <message>
        <source>Now you start a new chain freely. Play 8, then 5.</source>
        <translation>Vous commencez maintenant librement une nouvelle chaîne. Jouez le 8, puis le 5.</translation>
    </message>
    <message>
        <source>For this lesson, play your 8 first, then your 5.</source>
        <translation>Pour cette leçon, jouez d’abord votre 8, puis votre 5.</translation>
    </message>
    <message>
        <source>Bruno plays two 5s on the link 5: a reverse! Play now goes the other way, back to you, and no link is left: your first card is free.</source>
        <translation>Bruno joue deux 5 sur le maillon 5&#xa0;: une inversion&#xa0;! Le jeu repart dans l’autre sens, vers vous, et il n’y a plus de maillon&#xa0;: votre première carte est libre.</translation>
    </message>
    <message>
        <source>Your choice: play any two cards. The second is the link Dana must match.</source>
        <translation>À vous de choisir&#xa0;: jouez deux cartes quelconques. La deuxième est le maillon que Dana doit suivre.</translation>
    </message>
    <message>
        <source>That is Chain-Chain. The game ends when the stock and every hand are empty. Fewest collected cards win; a tie goes to the lower sum.</source>
        <translation>Voilà Chain-Chain. La partie se termine quand la pioche et toutes les mains sont vides. Le moins de cartes ramassées gagne&#xa0;; en cas d’égalité, la plus petite somme.</translation>
    </message>
    <message>
        <source>the chain, the link and taking</source>
        <translation>la chaîne, le maillon et le ramassage</translation>
    </message>
    <message>
        <source>swapping, beating the pile, 2s and 10s</source>
        <translation>échanger, battre le tas, les 2 et les 10</translation>
    </message>
    <message>
        <source>Get rid of all your cards: the last player still holding cards is the Shithead. You play from your hand first, then your face-up cards, then the face-down ones, blind.</source>
        <translation>Débarrassez-vous de toutes vos cartes&#xa0;: le dernier joueur qui en a encore est le Shithead. Vous jouez d’abord votre main, puis vos cartes visibles, puis les cachées, à l’aveugle.</translation>
    </message>
    <message>
        <source>Before play you may swap hand cards with your face-up cards. Keep strong cards face up for later: drag your 10♦ onto your 5♥.</source>
        <translation>Avant de jouer, vous pouvez échanger des cartes de votre main avec vos cartes visibles. Gardez les cartes fortes visibles pour plus tard&#xa0;: glissez votre 10♦ sur votre 5♥.</translation>
    </message>
    <message>
        <source>For this lesson, swap your 10♦ with your face-up 5♥.</source>
        <translation>Pour cette leçon, échangez votre 10♦ avec votre 5♥ visible.</translation>
    </message>
    <message>
        <source>Done swapping: press Ready.</source>
        <translation>Échanges terminés&#xa0;: appuyez sur Prêt.</translation>
    </message>
    <message>
        <source>For this lesson, press Ready now.</source>
        <translation>Pour cette leçon, appuyez maintenant sur Prêt.</translation>
    </message>
    <message>
        <source>Bruno is ready.</source>
        <translation>Bruno est prêt.</translation>
    </message>
    <message>
        <source>Cleo too. Nobody shows a 3 face up, and you hold a 3 in your hand, so you start.</source>
        <translation>Cleo aussi. Personne n’a de 3 visible et vous avez un 3 en main, c’est donc vous qui commencez.</translation>
    </message>
    <message>
        <source>Play your 3♣. Each next card must be of the same rank or higher.</source>
        <translation>Jouez votre 3♣. Chaque carte suivante doit être de même rang ou plus forte.</translation>
    </message>
    <message>
        <source>For this lesson, play your 3♣.</source>
        <translation>Pour cette leçon, jouez votre 3♣.</translation>
    </message>
    <message>
        <source>Bruno plays two 4s: cards of one rank go together. After playing you draw back up to three cards.</source>
        <translation>Bruno joue deux 4&#xa0;: les cartes d’un même rang se jouent ensemble. Après avoir joué, on repioche jusqu’à trois cartes.</translation>
    </message>
    <message>
        <source>Cleo plays a 6. Now you must play a 6 or higher.</source>
        <translation>Cleo joue un 6. Vous devez maintenant jouer un 6 ou plus.</translation>
    </message>
    <message>
        <source>Your 5 is too low. Play your Q♦.</source>
        <translation>Votre 5 est trop faible. Jouez votre D♦.</translation>
    </message>
    <message>
        <source>For this lesson, play your Q♦: it beats the 6.</source>
        <translation>Pour cette leçon, jouez votre D♦&#xa0;: elle bat le 6.</translation>
    </message>
    <message>
        <source>Bruno cannot beat a Queen, so he picks up the whole pile. That slows him down a lot.</source>
        <translation>Bruno ne peut pas battre une Dame&#xa0;: il ramasse tout le tas. Cela le ralentit beaucoup.</translation>
    </message>
    <message>
        <source>The pile is empty, so Cleo may start it with any card.</source>
        <translation>Le tas est vide, Cleo peut donc le commencer avec n’importe quelle carte.</translation>
    </message>
    <message>
        <source>You could play your 2♥, but keep it: a 2 goes on anything, so it saves you later. Play your 7♥.</source>
        <translation>Vous pourriez jouer votre 2♥, mais gardez-le&#xa0;: un 2 va sur tout, il vous sauvera plus tard. Jouez votre 7♥.</translation>
    </message>
    <message>
        <source>For this lesson, play your 7♥ and keep your 2.</source>
        <translation>Pour cette leçon, jouez votre 7♥ et gardez votre 2.</translation>
    </message>
    <message>
        <source>Bruno plays a 9.</source>
        <translation>Bruno joue un 9.</translation>
    </message>
    <message>
        <source>Cleo plays a 10: a 10 goes on anything and burns the pile, which leaves the game. She plays again.</source>
        <translation>Cleo joue un 10&#xa0;: un 10 va sur tout et brûle le tas, qui quitte la partie. Elle rejoue.</translation>
    </message>
    <message>
        <source>Cleo leads a King. Nothing in your hand is that high, except…</source>
        <translation>Cleo ouvre avec un Roi. Rien dans votre main n’est aussi fort, sauf…</translation>
    </message>
    <message>
        <source>…your 2: it goes on anything. Play it, and the next player may play any card.</source>
        <translation>…votre 2&#xa0;: il va sur tout. Jouez-le, et le joueur suivant pourra jouer n’importe quelle carte.</translation>
    </message>
    <message>
        <source>For this lesson, play your 2♥: it goes even on a King.</source>
        <translation>Pour cette leçon, jouez votre 2♥&#xa0;: il va même sur un Roi.</translation>
    </message>
    <message>
        <source>Four cards of one rank in a row burn the pile too. When your hand and the stock are empty you play your face-up cards, then the face-down ones blind. Good luck!</source>
        <translation>Quatre cartes du même rang à la suite brûlent aussi le tas. Quand votre main et la pioche sont vides, vous jouez vos cartes visibles, puis les cachées à l’aveugle. Bonne chance&#xa0;!</translation>
    </message>
    <message>
        <source>giving, Kings, Queens and the Wrong Suit</source>
        <translation>donner, les Rois, les Dames et la Wrong Suit</translation>
    </message>
    <message>
        <source>Each round everyone gives one card face down, to any player, even to themselves. The cards you receive form your stack, and they can score against you.</source>
        <translation>À chaque manche, chacun donne une carte face cachée à n’importe quel joueur, même à soi-même. Les cartes reçues forment votre pile, et elles peuvent compter contre vous.</translation>
    </message>
    <message>
        <source>At the end a hidden Ace is turned: its suit is the Wrong Suit. Your cards of that suit count against you. Lowest score wins, so give away what could hurt you.</source>
        <translation>À la fin, un As caché est retourné&#xa0;: sa couleur est la Wrong Suit. Vos cartes de cette couleur comptent contre vous. Le plus petit score gagne&#xa0;: donnez ce qui pourrait vous nuire.</translation>
    </message>
    <message>
        <source>A King lands face up, and from then on its suit can no longer reach that player. Drag your K♠ onto Bruno&apos;s place.</source>
        <translation>Un Roi arrive face visible, et ensuite sa couleur ne peut plus atteindre ce joueur. Glissez votre R♠ sur la place de Bruno.</translation>
    </message>
    <message>
        <source>For this lesson, give your K♠ to Bruno.</source>
        <translation>Pour cette leçon, donnez votre R♠ à Bruno.</translation>
    </message>
    <message>
        <source>Bruno has given a card to someone. You see only that he gave, not which card or to whom.</source>
        <translation>Bruno a donné une carte à quelqu’un. Vous voyez seulement qu’il a donné, pas quelle carte ni à qui.</translation>
    </message>
    <message>
        <source>Cleo has given too.</source>
        <translation>Cleo a donné aussi.</translation>
    </message>
    <message>
        <source>Dana gave last, so the round is shown: Dana&apos;s 6♠ went to you, and your King lies face up at Bruno&apos;s. No more spades can reach him.</source>
        <translation>Dana a donné en dernier, la manche est donc révélée&#xa0;: le 6♠ de Dana est allé chez vous, et votre Roi est face visible chez Bruno. Plus aucun pique ne peut l’atteindre.</translation>
    </message>
    <message>
        <source>A Queen asks for a suit: the player who gets it must give you their lowest card of that suit. Give your Q♦ to Cleo and name clubs.</source>
        <translation>Une Dame réclame une couleur&#xa0;: celui qui la reçoit doit vous donner sa plus petite carte de cette couleur. Donnez votre D♦ à Cleo et nommez trèfle.</translation>
    </message>
    <message>
        <source>For this lesson, give your Q♦ to Cleo and name clubs.</source>
        <translation>Pour cette leçon, donnez votre D♦ à Cleo et nommez trèfle.</translation>
    </message>
    <message>
        <source>Bruno gives again.</source>
        <translation>Bruno donne à nouveau.</translation>
    </message>
    <message>
        <source>Cleo gives too.</source>
        <translation>Cleo donne aussi.</translation>
    </message>
    <message>
        <source>Dana gave you her J♣. Then your Queen works: Cleo had to hand you her lowest club, the 4♣.</source>
        <translation>Dana vous a donné son V♣. Puis votre Dame agit&#xa0;: Cleo a dû vous donner son plus petit trèfle, le 4♣.</translation>
    </message>
    <message>
        <source>Your last card is yours to give: to anyone, yourself included.</source>
        <translation>Votre dernière carte, donnez-la à qui vous voulez, vous compris.</translation>
    </message>
    <message>
        <source>moves, draws and the four positions</source>
        <translation>déplacements, tirages et les quatre positions</translation>
    </message>
    <message>
        <source>Everyone plays together: sort every card into the valleys, each pile going down from King to Ace. Alone, you play all four positions in turn.</source>
        <translation>Tout le monde joue ensemble&#xa0;: rangez chaque carte dans les vallées, chaque pile descendant du Roi à l’As. Seul, vous jouez les quatre positions à tour de rôle.</translation>
    </message>
    <message>
        <source>A position reaches its own valley, the two beside it, and the two ridges beside it. Suits never matter.</source>
        <translation>Une position atteint sa propre vallée, les deux voisines et les deux crêtes voisines. Les couleurs ne comptent jamais.</translation>
    </message>
    <message>
        <source>First, any moves you like between valleys you reach: a card goes onto a higher one. Drag the 8♠ onto the K♥.</source>
        <translation>D’abord, autant de déplacements que vous voulez entre les vallées que vous atteignez&#xa0;: une carte va sur une plus forte. Glissez le 8♠ sur le R♥.</translation>
    </message>
    <message>
        <source>For this lesson, move the 8♠ onto the K♥.</source>
        <translation>Pour cette leçon, déplacez le 8♠ sur le R♥.</translation>
    </message>
    <message>
        <source>Then a draw ends the turn: the outer card of a ridge you reach goes onto a valley where it fits. Drag the 7♣ onto the 8♠.</source>
        <translation>Puis un tirage termine le tour&#xa0;: la carte extérieure d’une crête que vous atteignez va dans une vallée où elle convient. Glissez le 7♣ sur le 8♠.</translation>
    </message>
    <message>
        <source>For this lesson, draw the 7♣ onto the 8♠.</source>
        <translation>Pour cette leçon, tirez le 7♣ sur le 8♠.</translation>
    </message>
    <message>
        <source>Now you play the next position, with other valleys in reach. Its 9♥ fits on the 10♦: draw it there.</source>
        <translation>Vous jouez maintenant la position suivante, avec d’autres vallées à portée. Son 9♥ va sur le 10♦&#xa0;: tirez-le là.</translation>
    </message>
    <message>
        <source>For this lesson, draw the 9♥ onto the 10♦.</source>
        <translation>Pour cette leçon, tirez le 9♥ sur le 10♦.</translation>
    </message>
    <message>
        <source>You must draw whenever a card fits; only when none does may you pass. An empty valley takes any card, and a full run of 13 leaves the table. Hint suggests a move; in a game, Undo takes moves back.</source>
        <translation>Vous devez tirer dès qu’une carte convient&#xa0;; vous ne pouvez passer que si aucune ne convient. Une vallée vide prend n’importe quelle carte, et une suite complète de 13 quitte la table. Indice propose un coup&#xa0;; en partie, Annuler reprend des coups.</translation>
    </message>
    <message>
        <source>the turn: playing, closing, penalties</source>
        <translation>le tour&#xa0;: jouer, fermer, pénalités</translation>
    </message>
    <message>
        <source>Shaftmount is about penalty points: ten and you are out, and the last player left wins. The face-up cards in front of each player are their sequences.</source>
        <translation>Shaftmount se joue aux points de pénalité&#xa0;: à dix vous êtes éliminé, et le dernier joueur restant gagne. Les cartes visibles devant chaque joueur sont ses séquences.</translation>
    </message>
    <message>
        <source>Each turn you make one play: a card of the same suit and higher rank on any sequence, yours or another&apos;s. Drag your 9♣ onto Bruno&apos;s 7♣.</source>
        <translation>À chaque tour vous jouez une fois&#xa0;: une carte de même couleur et de rang plus fort sur n’importe quelle séquence, la vôtre ou celle d’un autre. Glissez votre 9♣ sur le 7♣ de Bruno.</translation>
    </message>
    <message>
        <source>For this lesson, play your 9♣ on Bruno&apos;s 7♣.</source>
        <translation>Pour cette leçon, jouez votre 9♣ sur le 7♣ de Bruno.</translation>
    </message>
    <message>
        <source>After your play you draw back up to your hand limit, 9 cards here. The table can do it for you; otherwise press Draw.</source>
        <translation>Après avoir joué, vous repiochez jusqu’à la limite de main, ici 9 cartes. La table peut le faire pour vous&#xa0;; sinon appuyez sur Piocher.</translation>
    </message>
    <message>
        <source>Now draw a card.</source>
        <translation>Piochez maintenant une carte.</translation>
    </message>
    <message>
        <source>Now end your turn.</source>
        <translation>Terminez maintenant votre tour.</translation>
    </message>
    <message>
        <source>Bruno plays an Ace on your 5♥. An Ace is a closing card: it closes your sequence, goes to the closing area, and you take a penalty point.</source>
        <translation>Bruno joue un As sur votre 5♥. Un As est une carte de fermeture&#xa0;: il ferme votre séquence, va dans la zone de fermeture, et vous prenez un point de pénalité.</translation>
    </message>
    <message>
        <source>Your choice: Keep the 5♥ as the card to beat on that sequence, or Redraw to replace it with the deck&apos;s top card.</source>
        <translation>À vous de choisir&#xa0;: Garder le 5♥ comme carte à battre sur cette séquence, ou Repiocher pour le remplacer par la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>Bruno draws back up to his limit…</source>
        <translation>Bruno repioche jusqu’à sa limite…</translation>
    </message>
    <message>
        <source>…and ends his turn. With the A♥ closed, the K♥ is now a closing card too: whoever plays it on a heart sequence closes it.</source>
        <translation>…et termine son tour. L’A♥ étant fermé, le R♥ est maintenant aussi une carte de fermeture&#xa0;: qui le joue sur une séquence de cœur la ferme.</translation>
    </message>
    <message>
        <source>You must play when you can, even on your own sequence. If you cannot play at all, press No play: your hand goes, you take a point and draw a new hand. Avoid giving others a closing card to play.</source>
        <translation>Vous devez jouer si vous le pouvez, même sur votre propre séquence. Si vous ne pouvez pas jouer du tout, appuyez sur Aucun coup&#xa0;: votre main part, vous prenez un point et piochez une nouvelle main. Évitez d’offrir aux autres une carte de fermeture à jouer.</translation>
    </message>
    <message>
        <source>Then the turn ends: the table ends it for you, or press End turn.</source>
        <translation>Puis le tour se termine&#xa0;: la table le termine pour vous, ou appuyez sur Fin du tour.</translation>
    </message>
    <message>
        <source>the 2 to 6 rules</source>
        <translation>les règles du 2 au 6</translation>
    </message>
    <message>
        <source>The cards 2 to 6 each have a rule of their own. None is ever forced on you: use them when they help.</source>
        <translation>Les cartes 2 à 6 ont chacune leur propre règle. Aucune ne vous est imposée&#xa0;: utilisez-les quand elles vous aident.</translation>
    </message>
    <message>
        <source>Your only normal play is your A♠ on your own K♠. You would have to make it: it closes your own sequence, a point for you.</source>
        <translation>Votre seul coup normal est votre A♠ sur votre propre R♠. Vous devriez le jouer&#xa0;: il ferme votre propre séquence, un point pour vous.</translation>
    </message>
    <message>
        <source>The 4 rule gets you out: instead of a normal play, slide a 4 under a sequence of its suit. Slide your 4♣ under Bruno&apos;s J♣.</source>
        <translation>La règle du 4 vous en sort&#xa0;: au lieu d’un coup normal, glissez un 4 sous une séquence de sa couleur. Glissez votre 4♣ sous le V♣ de Bruno.</translation>
    </message>
    <message>
        <source>For this lesson, slide your 4♣ under Bruno&apos;s J♣.</source>
        <translation>Pour cette leçon, glissez votre 4♣ sous le V♣ de Bruno.</translation>
    </message>
    <message>
        <source>But any other player may block a 4 with a 6. Bruno does: your 4♣ comes back, and you still owe a play.</source>
        <translation>Mais tout autre joueur peut bloquer un 4 avec un 6. Bruno le fait&#xa0;: votre 4♣ revient, et vous devez encore jouer.</translation>
    </message>
    <message>
        <source>The 3 rule is another way out: a 3 starts a new sequence of your own. Drag your 3♠ to the New sequence place.</source>
        <translation>La règle du 3 est une autre issue&#xa0;: un 3 commence une nouvelle séquence à vous. Glissez votre 3♠ sur la place «&#xa0;Nouvelle séquence&#xa0;».</translation>
    </message>
    <message>
        <source>For this lesson, start a new sequence with your 3♠.</source>
        <translation>Pour cette leçon, commencez une nouvelle séquence avec votre 3♠.</translation>
    </message>
    <message>
        <source>That was your play, and your A♠ is still safe in your hand. Draw back up to 9 cards.</source>
        <translation>C’était votre coup, et votre A♠ reste à l’abri dans votre main. Repiochez jusqu’à 9 cartes.</translation>
    </message>
    <message>
        <source>And end your turn.</source>
        <translation>Et terminez votre tour.</translation>
    </message>
    <message>
        <source>Bruno has no normal play. The 2 rule lets him show his hand and close any sequence of the 2&apos;s suit: his 2♥ is aimed at your K♥.</source>
        <translation>Bruno n’a aucun coup normal. La règle du 2 lui permet de montrer sa main et de fermer n’importe quelle séquence de la couleur du 2&#xa0;: son 2♥ vise votre R♥.</translation>
    </message>
    <message>
        <source>He holds fewer than 9 cards, so any 5 defends you: he must first draw up to 9. Defend with your 5♦.</source>
        <translation>Il a moins de 9 cartes, donc n’importe quel 5 vous défend&#xa0;: il doit d’abord repiocher jusqu’à 9. Défendez avec votre 5♦.</translation>
    </message>
    <message>
        <source>For this lesson, defend with your 5♦.</source>
        <translation>Pour cette leçon, défendez avec votre 5♦.</translation>
    </message>
    <message>
        <source>He drew the K♣, a card he can play, so he must play it. His 2 stays in his hand and your K♥ is safe.</source>
        <translation>Il a pioché le R♣, une carte jouable, donc il doit la jouer. Son 2 reste dans sa main et votre R♥ est sauf.</translation>
    </message>
    <message>
        <source>In short: a 2 closes when you cannot play; a 3 or a 4 spares you a bad forced play; a 5 and a 6 answer them, out of turn. Keep your 5s and 6s.</source>
        <translation>En bref&#xa0;: un 2 ferme quand vous ne pouvez pas jouer&#xa0;; un 3 ou un 4 vous épargne un mauvais coup forcé&#xa0;; un 5 et un 6 leur répondent, hors de votre tour. Gardez vos 5 et vos 6.</translation>
    </message>
    <message>
        <source>calls by hand</source>
        <translation>annonces à la main</translation>
    </message>
    <message>
        <source>With calls by hand, no penalty comes by itself: a player has to notice it and call it. This lesson shows the three calls.</source>
        <translation>Avec les annonces à la main, aucune pénalité ne tombe d’elle-même&#xa0;: un joueur doit la remarquer et l’annoncer. Cette leçon montre les trois annonces.</translation>
    </message>
    <message>
        <source>Play your A♥ on Bruno&apos;s Q♥. It is a closing card, but here it closes nothing yet: it lies there, exposed.</source>
        <translation>Jouez votre A♥ sur la D♥ de Bruno. C’est une carte de fermeture, mais ici elle ne ferme encore rien&#xa0;: elle reste là, exposée.</translation>
    </message>
    <message>
        <source>For this lesson, play your A♥ on Bruno&apos;s Q♥.</source>
        <translation>Pour cette leçon, jouez votre A♥ sur la D♥ de Bruno.</translation>
    </message>
    <message>
        <source>Tap your A♥ to prove the closing. Only then does Bruno take his point.</source>
        <translation>Touchez votre A♥ pour prouver la fermeture. Alors seulement Bruno prend son point.</translation>
    </message>
    <message>
        <source>For this lesson, tap your A♥ on Bruno&apos;s sequence.</source>
        <translation>Pour cette leçon, touchez votre A♥ sur la séquence de Bruno.</translation>
    </message>
    <message>
        <source>Bruno keeps his Q♥. But look: with the A♥ closed, your K♥ is now a closing card, exposed on your own sequence.</source>
        <translation>Bruno garde sa D♥. Mais regardez&#xa0;: l’A♥ étant fermé, votre R♥ est maintenant une carte de fermeture, exposée sur votre propre séquence.</translation>
    </message>
    <message>
        <source>Bruno taps it: a point for you. Before you close a sequence, look at what your closing exposes.</source>
        <translation>Bruno le touche&#xa0;: un point pour vous. Avant de fermer une séquence, regardez ce que votre fermeture expose.</translation>
    </message>
    <message>
        <source>His tap made his own Q♥ a closing card in turn. Tap it before he covers it.</source>
        <translation>Sa touche a fait à son tour de sa propre D♥ une carte de fermeture. Touchez-la avant qu’il ne la couvre.</translation>
    </message>
    <message>
        <source>For this lesson, tap Bruno&apos;s Q♥.</source>
        <translation>Pour cette leçon, touchez la D♥ de Bruno.</translation>
    </message>
    <message>
        <source>Now draw back up to 9 cards.</source>
        <translation>Repiochez maintenant jusqu’à 9 cartes.</translation>
    </message>
    <message>
        <source>Bruno draws a tenth card, one above the limit of 9. At this table nothing stops him until someone notices.</source>
        <translation>Bruno pioche une dixième carte, une de plus que la limite de 9. À cette table rien ne l’arrête tant que personne ne le remarque.</translation>
    </message>
    <message>
        <source>He draws an eleventh.</source>
        <translation>Il en pioche une onzième.</translation>
    </message>
    <message>
        <source>Now Bruno claims he has no play and shows his hand. Look for a card he could play.</source>
        <translation>Bruno affirme maintenant n’avoir aucun coup et montre sa main. Cherchez une carte qu’il pourrait jouer.</translation>
    </message>
    <message>
        <source>His 9♦ goes on his own 8♦. Challenge: a false claim costs him a point, and he must make that play.</source>
        <translation>Son 9♦ va sur son propre 8♦. Contestez&#xa0;: une fausse annonce lui coûte un point, et il doit jouer ce coup.</translation>
    </message>
    <message>
        <source>For this lesson, challenge with his 9♦ on his 8♦.</source>
        <translation>Pour cette leçon, contestez avec son 9♦ sur son 8♦.</translation>
    </message>
    <message>
        <source>His hand still holds 10 cards: count it. A point for him, and he may not draw until he holds fewer than 9.</source>
        <translation>Sa main compte encore 10 cartes&#xa0;: comptez-la. Un point pour lui, et il ne peut plus piocher tant qu’il n’a pas moins de 9 cartes.</translation>
    </message>
    <message>
        <source>For this lesson, count Bruno&apos;s hand.</source>
        <translation>Pour cette leçon, comptez la main de Bruno.</translation>
    </message>
    <message>
        <source>Nobody calls for you at this table: tap closing cards, challenge claims you can disprove, count hands above the limit. The others will do the same to you.</source>
        <translation>À cette table, personne n’annonce pour vous&#xa0;: touchez les cartes de fermeture, contestez les annonces que vous pouvez réfuter, comptez les mains au-dessus de la limite. Les autres feront de même avec vous.</translation>
    </message>
    <message>
        <source>Your 7 is the link now: Bruno must start his turn with a 7.</source>
        <translation>Votre 7 est maintenant le maillon : Bruno doit commencer son tour par un 7.</translation>
    </message>
    <message>
        <source>The two cards are yours now and count against you at the end; your turn goes on.</source>
        <translation>Les deux cartes sont à vous maintenant et comptent contre vous à la fin ; votre tour continue.</translation>
    </message>
    <message>
        <source>Your 5 is the link now: Bruno must answer it with a 5.</source>
        <translation>Votre 5 est maintenant le maillon : Bruno doit y répondre avec un 5.</translation>
    </message>
    <message>
        <source>Your second card is the link Dana must answer now.</source>
        <translation>Votre deuxième carte est le maillon auquel Dana doit répondre maintenant.</translation>
    </message>
    <message>
        <source>The 8♠ lies on the K♥: a lower card on a higher one, so the valley still goes down.</source>
        <translation>Le 8♠ est sur le R♥ : une carte plus faible sur une plus forte, la vallée descend donc toujours.</translation>
    </message>
    <message>
        <source>The 7♣ came down onto the 8♠, and the draw ended the turn: the next position plays.</source>
        <translation>Le 7♣ est descendu sur le 8♠, et la pioche a fini le tour : la position suivante joue.</translation>
    </message>
    <message>
        <source>The 9♥ lies on the 10♦, and that position&apos;s turn is over too.</source>
        <translation>Le 9♥ est sur le 10♦, et le tour de cette position est fini aussi.</translation>
    </message>
    <message>
        <source>Your 9♣ is the top of Bruno&apos;s sequence now: the card to beat there.</source>
        <translation>Votre 9♣ est maintenant en haut de la séquence de Bruno : la carte à battre là.</translation>
    </message>
    <message>
        <source>You hold 9 cards again.</source>
        <translation>Vous avez de nouveau 9 cartes.</translation>
    </message>
    <message>
        <source>Your turn is over: Bruno plays next.</source>
        <translation>Votre tour est fini : Bruno joue ensuite.</translation>
    </message>
    <message>
        <source>The sequence stands again, with one card to beat.</source>
        <translation>La séquence est de nouveau en place, avec une carte à battre.</translation>
    </message>
    <message>
        <source>Your 4♣ went under Bruno&apos;s J♣, so the top card stays as it was. Now the others may answer.</source>
        <translation>Votre 4♣ a glissé sous le V♣ de Bruno, la carte du dessus reste donc la même. Maintenant les autres peuvent répondre.</translation>
    </message>
    <message>
        <source>Your 3♠ starts a sequence of your own: that was your play.</source>
        <translation>Votre 3♠ commence une séquence à vous : c&apos;était votre coup.</translation>
    </message>
    <message>
        <source>Your 5♦ went to the discard pile: Bruno must draw up to 9 before his 2 may close anything.</source>
        <translation>Votre 5♦ est allé à la défausse : Bruno doit piocher jusqu&apos;à 9 avant que son 2 puisse fermer quoi que ce soit.</translation>
    </message>
    <message>
        <source>Your A♥ lies on Bruno&apos;s Q♥, exposed: nothing has closed yet.</source>
        <translation>Votre A♥ est sur la D♥ de Bruno, exposé : rien n&apos;est encore fermé.</translation>
    </message>
    <message>
        <source>Your tap proved it: the A♥ went to the closing area and Bruno took a point. He keeps or redraws now.</source>
        <translation>Votre toucher l&apos;a prouvé : l&apos;A♥ est allé dans la zone de fermeture et Bruno a pris un point. Il garde ou repioche maintenant.</translation>
    </message>
    <message>
        <source>Bruno&apos;s Q♥ closed too: another point for him.</source>
        <translation>La D♥ de Bruno est fermée aussi : encore un point pour lui.</translation>
    </message>
    <message>
        <source>Caught: Bruno takes a point, and the table makes his 9♦ play for him.</source>
        <translation>Pris : Bruno prend un point, et la table joue son 9♦ pour lui.</translation>
    </message>
    <message>
        <source>Counted: a point for Bruno, and he may not draw until he holds fewer than 9.</source>
        <translation>Compté : un point pour Bruno, et il ne peut plus piocher tant qu&apos;il a 9 cartes ou plus.</translation>
    </message>
    <message>
        <source>Your 10♦ lies face up now, and the 5♥ is in your hand.</source>
        <translation>Votre 10♦ est maintenant face visible, et le 5♥ est dans votre main.</translation>
    </message>
    <message>
        <source>You are ready: the others finish their swaps.</source>
        <translation>Vous êtes prêt : les autres finissent leurs échanges.</translation>
    </message>
    <message>
        <source>Your 3♣ is on the pile, and you drew back up to three cards.</source>
        <translation>Votre 3♣ est sur le tas, et vous avez repioché jusqu&apos;à trois cartes.</translation>
    </message>
    <message>
        <source>Your Q♦ is on the pile: Bruno must beat it, or pick up the pile.</source>
        <translation>Votre D♦ est sur le tas : Bruno doit la battre, ou ramasser le tas.</translation>
    </message>
    <message>
        <source>Your 7♥ is on the pile, and your 2♥ waits in your hand.</source>
        <translation>Votre 7♥ est sur le tas, et votre 2♥ attend dans votre main.</translation>
    </message>
    <message>
        <source>Your 2 is on the King: the next player may play any card.</source>
        <translation>Votre 2 est sur le Roi : le joueur suivant peut jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>You gave your K♠ to Bruno. Nobody else sees which card you gave, or to whom, until the round is over.</source>
        <translation>Vous avez donné votre R♠ à Bruno. Personne d&apos;autre ne voit quelle carte vous avez donnée, ni à qui, avant la fin de la manche.</translation>
    </message>
    <message>
        <source>You gave your Q♦ to Cleo, naming clubs: it works once everyone has given.</source>
        <translation>Vous avez donné votre D♦ à Cleo en nommant trèfle : elle agit une fois que tous ont donné.</translation>
    </message>
    <message>
        <source>Your last card is given: your hand is empty.</source>
        <translation>Votre dernière carte est donnée : votre main est vide.</translation>
    </message>
    <message>
        <source>Bruno gives his last card. Cleo&apos;s answer to your Queen emptied her hand, so she sits this round out.</source>
        <translation>Bruno donne sa dernière carte. La réponse de Cleo à votre Dame a vidé sa main, elle passe donc cette manche.</translation>
    </message>
    <message>
        <source>Dana gives last, and every hand is empty: the game is over. The first Ace is turned: the A♥. Hearts are the Wrong Suit.</source>
        <translation>Dana donne en dernier, et toutes les mains sont vides : la partie est finie. Le premier As est retourné : l&apos;A♥. Cœur est la Wrong Suit.</translation>
    </message>
    <message>
        <source>Now the scores. Every Wrong Suit card in a stack counts its value (a King 20): Dana&apos;s 8♥ costs you 8. Every Jack scores by colour: your J♣ is black and the Wrong Suit red, so +10. Lowest score wins: Bruno, with no heart and no Jack, has 0.</source>
        <translation>Maintenant les scores. Chaque carte de la Wrong Suit dans une pile compte sa valeur (un Roi 20) : le 8♥ de Dana vous coûte 8. Chaque Valet compte selon sa couleur : votre V♣ est noir et la Wrong Suit rouge, donc +10. Le plus petit score gagne : Bruno, sans cœur ni Valet, a 0.</translation>
    </message>
    <message>
        <source>Three more rules lower a score, and lower is better. Four of a kind: a stack with all four cards of a rank scores minus that rank&apos;s value (four 10s: −10), and those four count nothing else.</source>
        <translation>Trois autres règles baissent un score, et plus bas vaut mieux. Le carré : une pile avec les quatre cartes d&apos;un rang compte moins la valeur de ce rang (quatre 10 : −10), et ces quatre cartes ne comptent rien d&apos;autre.</translation>
    </message>
    <message>
        <source>A big suit: when the cards of one suit in your stack are worth 40 or more, you score −30 for it, whichever suit is the Wrong Suit.</source>
        <translation>Une grande couleur : quand les cartes d&apos;une couleur dans votre pile valent 40 ou plus, vous marquez −30 pour elle, quelle que soit la Wrong Suit.</translation>
    </message>
    <message>
        <source>Many cards: from the 13th card in your stack on, each card takes off more than the one before: 13 cards −1, 14 cards −3, 15 cards −6. So give away what the Wrong Suit could make costly, and gather what lowers your score.</source>
        <translation>Beaucoup de cartes : à partir de la 13e carte de votre pile, chaque carte retire plus que la précédente : 13 cartes −1, 14 cartes −3, 15 cartes −6. Donnez donc ce que la Wrong Suit pourrait rendre coûteux, et rassemblez ce qui baisse votre score.</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>This lesson no longer fits the game&apos;s rules. Please report it.</source>
        <translation>Cette leçon ne correspond plus aux règles du jeu. Merci de le signaler.</translation>
    </message>
    <message>
        <source>First read the coach&apos;s words, then press Next (Space).</source>
        <translation>Lisez d’abord ce que dit le coach, puis appuyez sur Suivant (Espace).</translation>
    </message>
    <message>
        <source>The lesson is done: play a first game, or leave the lesson.</source>
        <translation>La leçon est terminée&#xa0;: jouez une première partie ou quittez la leçon.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fait.</translation>
    </message>
    <message>
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
</context>
<context>
    <name>LessonsMenu</name>
    <message>
        <source>Lesson %1: %2  ✓</source>
        <translation>Leçon %1 : %2  ✓</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Leçon %1 : %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>faite</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>pas encore faite</translation>
    </message>
</context>
<context>
    <name>LocalHost</name>
    <message>
        <source>A game needs players.</source>
        <translation>Une partie a besoin de joueurs.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Seat %1 has an unknown kind of player: %2.</source>
        <translation>La place %1 a un type de joueur inconnu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The deal number is too large.</source>
        <translation>Le numéro de donne est trop grand.</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>la partie sauvegardée a %1 places pour %2 joueurs</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>La partie n&apos;a pas pu être sauvegardée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide what to do. %2</source>
        <translation>%1 n&apos;a pas su quoi jouer. %2</translation>
    </message>
    <message>
        <source>%1 made a fallback move.</source>
        <translation>%1 a joué un coup de secours.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Scroll the log</source>
        <translation>Faire défiler le journal</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Felt — %1</source>
        <translation>Felt — %1</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Leave your unfinished game?</source>
        <translation>Quitter votre partie non terminée&#xa0;?</translation>
    </message>
    <message>
        <source>Replace your unfinished game?</source>
        <translation>Remplacer votre partie non terminée&#xa0;?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 stays saved, and the home page offers to resume it. Play over the network now?</source>
        <translation>Votre partie de %1 non terminée reste enregistrée, et la page d&apos;accueil propose de la reprendre. Jouer en réseau maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 will be lost. Start a new game of %2?</source>
        <translation>Votre partie de %1 non terminée sera perdue. Commencer une nouvelle partie de %2&#xa0;?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 will be lost. Resume your game of %2?</source>
        <translation>Votre partie de %1 non terminée sera perdue. Reprendre votre partie de %2&#xa0;?</translation>
    </message>
</context>
<context>
    <name>MountainAdapter</name>
    <message>
        <source>all positions</source>
        <translation>toutes les positions</translation>
    </message>
    <message numerus="yes">
        <source>position %1</source>
        <translation>
            <numerusform>position %1</numerusform>
            <numerusform>positions %1</numerusform>
        </translation>
    </message>
    <message>
        <source>plays every position</source>
        <translation>joue toutes les positions</translation>
    </message>
    <message>
        <source>%1 (position %2)</source>
        <translation>%1 (position %2)</translation>
    </message>
    <message>
        <source>Valley %1 holds a full run of 13: it leaves the table.</source>
        <translation>La vallée %1 contient une suite complète de 13&#xa0;: elle quitte la table.</translation>
    </message>
    <message>
        <source>%1 cannot draw and passes.</source>
        <translation>%1 ne peut pas piocher et passe.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 a abandonné.</translation>
    </message>
    <message>
        <source>The mountain is down: the table has won!</source>
        <translation>La montagne est abattue&#xa0;: la table a gagné&#xa0;!</translation>
    </message>
    <message>
        <source>No arrangement of the valleys lets anyone draw: the table has lost.</source>
        <translation>Aucun arrangement des vallées ne permet plus à personne de piocher&#xa0;: la table a perdu.</translation>
    </message>
    <message numerus="yes">
        <source>The mountain is down! The table won in %n turn(s).</source>
        <translation>
            <numerusform>La montagne est abattue&#xa0;! La table a gagné en %n tour.</numerusform>
            <numerusform>La montagne est abattue&#xa0;! La table a gagné en %n tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The mountain stands: the table lost, with %n run(s) completed.</source>
        <translation>
            <numerusform>La montagne tient bon&#xa0;: la table a perdu, avec %n suite complétée.</numerusform>
            <numerusform>La montagne tient bon&#xa0;: la table a perdu, avec %n suites complétées.</numerusform>
        </translation>
    </message>
    <message>
        <source>move the top card of valley %1 onto valley %2</source>
        <translation>déplacer la carte du dessus de la vallée %1 sur la vallée %2</translation>
    </message>
    <message>
        <source>move the top %1 cards of valley %2 onto valley %3</source>
        <translation>déplacer les %1 cartes du dessus de la vallée %2 sur la vallée %3</translation>
    </message>
    <message>
        <source>draw the peak&apos;s top card into valley %1</source>
        <translation>piocher la carte du dessus du sommet dans la vallée %1</translation>
    </message>
    <message>
        <source>draw the outer card of ridge %1 into valley %2</source>
        <translation>piocher la carte extérieure de la crête %1 dans la vallée %2</translation>
    </message>
    <message>
        <source>pass: no card can be drawn</source>
        <translation>passer&#xa0;: aucune carte ne peut être piochée</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>abandonner</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>It clears the table: the game is won.</source>
        <translation>La table est vidée&#xa0;: la partie est gagnée.</translation>
    </message>
    <message>
        <source>It completes a run of 13, which leaves the table.</source>
        <translation>Une suite de 13 est complète et quitte la table.</translation>
    </message>
    <message>
        <source>It lets the %1 come down from the mountain onto valley %2: before it, no card could be drawn.</source>
        <translation>Ainsi le %1 peut descendre de la montagne sur la vallée %2 : avant, aucune carte ne pouvait être piochée.</translation>
    </message>
    <message numerus="yes">
        <source>It puts the %1 right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>Le %1 va juste sous le %2 dans la vallée %3 : la suite passe à %n carte.</numerusform>
            <numerusform>Le %1 va juste sous le %2 dans la vallée %3 : la suite passe à %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It brings the %1 down right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>Le %1 descend juste sous le %2 dans la vallée %3 : la suite passe à %n carte.</numerusform>
            <numerusform>Le %1 descend juste sous le %2 dans la vallée %3 : la suite passe à %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>It empties valley %1: any card or block can go there now.</source>
        <translation>Cela vide la vallée %1 : n&apos;importe quelle carte ou bloc peut y aller maintenant.</translation>
    </message>
    <message>
        <source>It uncovers the %1 in valley %2, where the %3 from the mountain can come down.</source>
        <translation>Cela découvre le %1 dans la vallée %2, où le %3 de la montagne peut descendre.</translation>
    </message>
    <message>
        <source>It uncovers the %1 in valley %2: that card can take a lower one or move on again.</source>
        <translation>Cela découvre le %1 dans la vallée %2 : cette carte peut de nouveau recevoir une plus faible ou se déplacer.</translation>
    </message>
    <message>
        <source>It brings the %1 down into valley %2, and the %3 behind it comes within reach.</source>
        <translation>Le %1 descend dans la vallée %2, et le %3 derrière lui arrive à portée.</translation>
    </message>
    <message>
        <source>It brings the %1 down into valley %2, and the ridge&apos;s next card turns face up within reach.</source>
        <translation>Le %1 descend dans la vallée %2, et la carte suivante de la crête se retourne, à portée.</translation>
    </message>
    <message>
        <source>It brings the last card of ridge %1 down into valley %2: the peak comes within reach.</source>
        <translation>La dernière carte de la crête %1 descend dans la vallée %2 : le sommet arrive à portée.</translation>
    </message>
    <message>
        <source>It brings the peak&apos;s last card down into valley %1: the peak is cleared.</source>
        <translation>La dernière carte du sommet descend dans la vallée %1 : le sommet est dégagé.</translation>
    </message>
    <message>
        <source>No card can be drawn as the valleys stand, so the turn passes.</source>
        <translation>Telles que sont les vallées, aucune carte ne peut être piochée, donc le tour passe.</translation>
    </message>
    <message>
        <source>The table sees no way on, so the game ends here.</source>
        <translation>La table ne voit plus de suite, donc la partie s&apos;arrête ici.</translation>
    </message>
    <message>
        <source>%1 moved %2 from valley %3 onto valley %4.</source>
        <translation>%1 a déplacé %2 de la vallée %3 sur la vallée %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %2 and the %n card(s) on it from valley %3 onto valley %4.</source>
        <translation>
            <numerusform>%1 a déplacé %2 et la carte posée dessus de la vallée %3 sur la vallée %4.</numerusform>
            <numerusform>%1 a déplacé %2 et les %n cartes posées dessus de la vallée %3 sur la vallée %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2 from the peak into valley %3.</source>
        <translation>%1 a pioché %2 du sommet dans la vallée %3.</translation>
    </message>
    <message>
        <source>%1 drew %2 from ridge %3 into valley %4.</source>
        <translation>%1 a pioché %2 de la crête %3 dans la vallée %4.</translation>
    </message>
</context>
<context>
    <name>MountainRules</name>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Everyone plays together: sort the whole deck into four runs of 13 cards and clear the table. The table wins or loses as one.</source>
        <translation>Tout le monde joue ensemble&#xa0;: rangez tout le jeu en quatre suites de 13 cartes et videz la table. La table gagne ou perd d&apos;un seul bloc.</translation>
    </message>
    <message>
        <source>Positions and players</source>
        <translation>Positions et joueurs</translation>
    </message>
    <message>
        <source>Four positions sit round the mountain, whatever the number of people. One person plays all four in turn; with two, one plays positions 1 and 3 and the other 2 and 4; with three, the first also plays position 4. Computer players can fill any position.</source>
        <translation>Quatre positions entourent la montagne, quel que soit le nombre de personnes. Une personne seule joue les quatre à tour de rôle&#xa0;; à deux, l&apos;une joue les positions 1 et 3 et l&apos;autre 2 et 4&#xa0;; à trois, la première joue aussi la position 4. Des joueurs ordinateur peuvent occuper n&apos;importe quelle position.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>La disposition</translation>
    </message>
    <message>
        <source>Felt&apos;s reading of the original, whose picture is lost: the peak, four cards face up, lies in the middle. Four ridges of 11 face-up cards run out from it like spokes, each between two positions; only a ridge&apos;s outer card can be drawn. Four valleys lie between the spokes, one in front of each position, and each starts with one card.</source>
        <translation>Lecture que fait Felt de l&apos;original, dont l&apos;illustration est perdue&#xa0;: le sommet, quatre cartes face visible, est au milieu. Quatre crêtes de 11 cartes face visible en partent comme des rayons, chacune entre deux positions&#xa0;; seule la carte extérieure d&apos;une crête peut être piochée. Quatre vallées se trouvent entre les rayons, une devant chaque position, et chacune commence avec une carte.</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>A position reaches its own valley and the two beside it — never the one opposite — and the two ridges on either side of it.</source>
        <translation>Une position atteint sa propre vallée et les deux voisines — jamais celle d&apos;en face — ainsi que les deux crêtes de part et d&apos;autre.</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Valeurs des cartes</translation>
    </message>
    <message>
        <source>A valley&apos;s pile goes down from its bottom card: a card may only be placed on a higher one. 2 to 10 count as printed, jack 11, queen 12, king 13. An ace is 14 at the bottom of a pile and 1 at the top, and can never lie between two cards; a lone ace counts 14. Any card or block may go into an empty valley.</source>
        <translation>La pile d&apos;une vallée descend à partir de sa carte du bas&#xa0;: une carte ne peut être posée que sur une carte plus haute. Les cartes de 2 à 10 valent leur chiffre, valet 11, dame 12, roi 13. Un as vaut 14 en bas d&apos;une pile et 1 en haut, et ne peut jamais se trouver entre deux cartes&#xa0;; un as seul vaut 14. Toute carte ou tout bloc peut aller dans une vallée vide.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>First move as much as you like: take the top cards of a valley you reach as one block, in their order, onto another valley you reach, where the block&apos;s bottom card fits. Then draw: put the outer card of a ridge you reach into a valley you reach where it fits; that ends your turn. Drawing is compulsory whenever a card fits as the valleys stand; only when none does may you pass. Moves are never compulsory.</source>
        <translation>D&apos;abord, déplacez autant que vous voulez&#xa0;: prenez les cartes du dessus d&apos;une vallée que vous atteignez comme un seul bloc, dans leur ordre, et posez-les sur une autre vallée que vous atteignez, où la carte du bas du bloc convient. Puis piochez&#xa0;: mettez la carte extérieure d&apos;une crête que vous atteignez dans une vallée que vous atteignez où elle convient&#xa0;; cela termine votre tour. Piocher est obligatoire dès qu&apos;une carte convient aux vallées telles qu&apos;elles sont&#xa0;; vous ne pouvez passer que si aucune ne convient. Les déplacements ne sont jamais obligatoires.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Le sommet</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: when a ridge you reach is empty, you draw the peak&apos;s top card through it.</source>
        <translation>Choix de Felt&#xa0;: quand une crête que vous atteignez est vide, vous piochez à travers elle la carte du dessus du sommet.</translation>
    </message>
    <message>
        <source>Runs and the end</source>
        <translation>Suites et fin</translation>
    </message>
    <message>
        <source>A valley holding a full run of 13 — king down to ace, or ace (as 14) down to 2, one card of each rank — leaves the table at once. The table wins when the peak, the ridges and the valleys are all empty. It loses when no sequence of moves, by any positions in any order, lets anyone draw: Felt checks this exactly at the start of every turn, not just the valleys as they stand. You may also concede.</source>
        <translation>Une vallée qui contient une suite complète de 13 — du roi à l&apos;as, ou de l&apos;as (valant 14) au 2, une carte de chaque rang — quitte aussitôt la table. La table gagne quand le sommet, les crêtes et les vallées sont tous vides. Elle perd quand aucune suite de déplacements, par n&apos;importe quelles positions et dans n&apos;importe quel ordre, ne permet plus à personne de piocher&#xa0;: Felt le vérifie exactement au début de chaque tour, pas seulement les vallées telles qu&apos;elles sont. Vous pouvez aussi abandonner.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Autres choix de Felt</translation>
    </message>
    <message>
        <source>An ace may lie on a lone ace (1 on 14), though that pile cannot complete until the top ace moves away. A full run leaves the table wherever it forms. Once the peak and the ridges are gone nobody can draw any more: the table then loses only when no moves can clear the valleys.</source>
        <translation>Un as peut être posé sur un as seul (1 sur 14), mais cette pile ne peut pas être complétée tant que l&apos;as du dessus n&apos;est pas parti. Une suite complète quitte la table où qu&apos;elle se forme. Une fois le sommet et les crêtes épuisés, plus personne ne peut piocher&#xa0;: la table ne perd alors que si aucun déplacement ne peut vider les vallées.</translation>
    </message>
    <message>
        <source>Beyond the original</source>
        <translation>Au-delà de l&apos;original</translation>
    </message>
    <message>
        <source>Nothing is hidden, so you may take moves back and redo them as often as you like. Hint suggests a move; “Still winnable?” asks the solver whether the deal can still be won from here. Every deal has a number, so a deal can be played again or shared.</source>
        <translation>Rien n&apos;est caché&#xa0;: vous pouvez donc annuler et rejouer des coups aussi souvent que vous voulez. Indice propose un coup&#xa0;; «&#xa0;Encore gagnable&#xa0;?&#xa0;» demande au solveur si la donne peut encore être gagnée à partir d&apos;ici. Chaque donne a un numéro, pour pouvoir la rejouer ou la partager.</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Crêtes cachées</translation>
    </message>
    <message>
        <source>Ridge cards lie face down but for the outer one; the solver then cannot be asked.</source>
        <translation>Les cartes des crêtes sont face cachée sauf l&apos;extérieure&#xa0;; on ne peut alors pas interroger le solveur.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose a card you may move or draw</source>
        <translation>choisir une carte que vous pouvez déplacer ou piocher</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Espace, Entrée</translation>
    </message>
    <message>
        <source>pick up the chosen card (a valley card takes the cards on it along)</source>
        <translation>prendre la carte choisie (une carte de vallée emporte les cartes posées dessus)</translation>
    </message>
    <message>
        <source>put what you picked up onto that valley</source>
        <translation>poser ce que vous avez pris sur cette vallée</translation>
    </message>
    <message>
        <source>pass, when no card can be drawn</source>
        <translation>passer, quand aucune carte ne peut être piochée</translation>
    </message>
    <message>
        <source>ask whether the deal can still be won</source>
        <translation>demander si la donne peut encore être gagnée</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>abandonner</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>put the card back</source>
        <translation>reposer la carte</translation>
    </message>
</context>
<context>
    <name>MountainTable</name>
    <message>
        <source>%1, position %2</source>
        <translation>%1, position %2</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <source>%1: no card can be drawn into your valleys as they stand — move blocks, or pass.</source>
        <translation>%1&#xa0;: aucune carte ne peut être piochée dans vos vallées telles qu&apos;elles sont — déplacez des blocs, ou passez.</translation>
    </message>
    <message>
        <source>%1: no card can be drawn and nothing can be moved — pass.</source>
        <translation>%1&#xa0;: aucune carte ne peut être piochée et rien ne peut être déplacé — passez.</translation>
    </message>
    <message>
        <source>%1: now click the valley it goes to (or press 1-4).</source>
        <translation>%1&#xa0;: cliquez maintenant la vallée où elle va (ou appuyez sur 1-4).</translation>
    </message>
    <message>
        <source>%1: move blocks between the valleys you reach if you like, then draw a ridge&apos;s outer card into one of them.</source>
        <translation>%1&#xa0;: déplacez des blocs entre vos vallées si vous voulez, puis tirez la carte extérieure d&apos;une crête dans l&apos;une d&apos;elles.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Still winnable?</source>
        <translation>Encore gagnable&#xa0;?</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>This deal can still be won.</source>
        <translation>Cette donne peut encore être gagnée.</translation>
    </message>
    <message>
        <source>Whatever you do now, the mountain stands.</source>
        <translation>Quoi que vous fassiez maintenant, la montagne tiendra bon.</translation>
    </message>
    <message>
        <source>Not settled: the solver stopped after %1 positions.</source>
        <translation>Pas de réponse&#xa0;: le solveur s&apos;est arrêté après %1 configurations.</translation>
    </message>
    <message>
        <source>Valley %1</source>
        <translation>Vallée %1</translation>
    </message>
    <message>
        <source>%1 · position %2</source>
        <translation>%1 · position %2</translation>
    </message>
    <message>
        <source>Runs completed: %1 of 4</source>
        <translation>Suites complétées&#xa0;: %1 sur 4</translation>
    </message>
    <message>
        <source>Concede?</source>
        <translation>Abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>The table gives up and loses this deal.</source>
        <translation>La table abandonne et perd cette donne.</translation>
    </message>
    <message>
        <source>on top of the peak</source>
        <translation>sur le dessus du sommet</translation>
    </message>
    <message>
        <source>in the peak</source>
        <translation>dans le sommet</translation>
    </message>
    <message>
        <source>outer card of ridge %1</source>
        <translation>carte extérieure de la crête %1</translation>
    </message>
    <message>
        <source>ridge %1, card %2 from the outer end</source>
        <translation>crête %1, carte %2 depuis l&apos;extrémité</translation>
    </message>
    <message>
        <source>valley %1, card %2 of %3</source>
        <translation>vallée %1, carte %2 sur %3</translation>
    </message>
    <message>
        <source>A run is complete!</source>
        <translation>Une suite est complète&#xa0;!</translation>
    </message>
    <message>
        <source>%1, on turn</source>
        <translation>%1, à jouer</translation>
    </message>
    <message>
        <source>Ridge %1</source>
        <translation>Crête %1</translation>
    </message>
    <message>
        <source>Ridge %1, empty</source>
        <translation>Crête %1, vide</translation>
    </message>
    <message numerus="yes">
        <source>Ridge %1, %n card(s)</source>
        <translation>
            <numerusform>Crête %1, %n carte</numerusform>
            <numerusform>Crête %1, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Valley %1, empty</source>
        <translation>Vallée %1, vide</translation>
    </message>
    <message numerus="yes">
        <source>Valley %1, %n card(s)</source>
        <translation>
            <numerusform>Vallée %1, %n carte</numerusform>
            <numerusform>Vallée %1, %n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MountainUi</name>
    <message>
        <source>Bring Down the Mountain</source>
        <translation>Bring Down the Mountain</translation>
    </message>
    <message>
        <source>Play together: sort the whole deck into four runs and bring the mountain down.</source>
        <translation>Jouez ensemble&#xa0;: rangez tout le jeu en quatre suites et abattez la montagne.</translation>
    </message>
    <message>
        <source>(1 plays all four positions; everyone plays together)</source>
        <translation>(1 joue les quatre positions&#xa0;; tout le monde joue ensemble)</translation>
    </message>
    <message>
        <source>that valley or ridge is out of this position&apos;s reach</source>
        <translation>cette vallée ou cette crête est hors de portée de cette position</translation>
    </message>
    <message>
        <source>that card may not lie on the top card of that valley</source>
        <translation>cette carte ne peut pas être posée sur la carte du dessus de cette vallée</translation>
    </message>
    <message>
        <source>an ace would end up between two cards</source>
        <translation>un as se retrouverait entre deux cartes</translation>
    </message>
    <message>
        <source>that valley or ridge does not hold enough cards</source>
        <translation>cette vallée ou cette crête ne contient pas assez de cartes</translation>
    </message>
    <message>
        <source>the peak can be reached only through an empty ridge</source>
        <translation>le sommet n&apos;est accessible que par une crête vide</translation>
    </message>
    <message>
        <source>a card can still be drawn, so passing is not allowed</source>
        <translation>une carte peut encore être piochée, il est donc interdit de passer</translation>
    </message>
    <message>
        <source>a move must go to another valley</source>
        <translation>un déplacement doit aller vers une autre vallée</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Crêtes cachées</translation>
    </message>
    <message>
        <source>Ridge cards lie face down except the outer one.</source>
        <translation>Les cartes des crêtes sont face cachée sauf l&apos;extérieure.</translation>
    </message>
    <message>
        <source>Easy: looks one move ahead, draws where the piles look best, and gives up after a few quiet rounds.</source>
        <translation>Facile : regarde un coup à l&apos;avance, pioche là où les piles semblent les meilleures et abandonne après quelques tours calmes.</translation>
    </message>
    <message>
        <source>Normal: asks the solver, on a small budget, for a winning line and follows it.</source>
        <translation>Normal : demande au solveur, avec un petit budget, une ligne gagnante et la suit.</translation>
    </message>
    <message>
        <source>Hard: asks the solver with five times the budget, so it finds winning lines in harder deals.</source>
        <translation>Difficile : interroge le solveur avec un budget cinq fois plus grand et trouve ainsi des lignes gagnantes dans des donnes plus difficiles.</translation>
    </message>
    <message>
        <source>Ratings are the solver&apos;s verdict after each move: 100 the table can still win, 0 it cannot.</source>
        <translation>Les notes sont le verdict du solveur après chaque coup : 100 la table peut encore gagner, 0 elle ne le peut plus.</translation>
    </message>
</context>
<context>
    <name>NetFailure</name>
    <message>
        <source>Nothing answers at %1 — is felt-server running there?</source>
        <translation>Rien ne répond à %1 — felt-server y tourne-t-il ?</translation>
    </message>
    <message>
        <source>Nothing answers at %1 — is the table still open?</source>
        <translation>Rien ne répond à %1 — la table est-elle encore ouverte ?</translation>
    </message>
    <message>
        <source>The host did not answer within %1 s — if the table does not use TLS, try felt:// instead of felts://.</source>
        <translation>L&apos;hôte n&apos;a pas répondu en %1 s — si la table n&apos;utilise pas TLS, essayez felt:// au lieu de felts://.</translation>
    </message>
    <message>
        <source>The host did not answer within %1 s — check the address, then try again.</source>
        <translation>L&apos;hôte n&apos;a pas répondu en %1 s — vérifiez l&apos;adresse, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 does not speak TLS — try the link with felt:// instead of felts://.</source>
        <translation>%1 ne parle pas TLS — essayez le lien avec felt:// au lieu de felts://.</translation>
    </message>
    <message>
        <source>%1 hung up without a word — if the table uses TLS, its link starts with felts://.</source>
        <translation>%1 a raccroché sans un mot — si la table utilise TLS, son lien commence par felts://.</translation>
    </message>
    <message>
        <source>Table %1 is no longer there: it was closed or has ended.</source>
        <translation>La table %1 n&apos;existe plus : elle a été fermée ou s&apos;est terminée.</translation>
    </message>
    <message>
        <source>There is no table %1 at that address — check the code.</source>
        <translation>Il n&apos;y a pas de table %1 à cette adresse — vérifiez le code.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can — try again later.</source>
        <translation>Le serveur a déjà autant de tables qu&apos;il peut — réessayez plus tard.</translation>
    </message>
    <message>
        <source>Table %1 is full: every seat is taken.</source>
        <translation>La table %1 est pleine : toutes les places sont prises.</translation>
    </message>
    <message>
        <source>That seat at table %1 is taken — join again for a free one.</source>
        <translation>Cette place à la table %1 est prise — rejoignez de nouveau pour une place libre.</translation>
    </message>
    <message>
        <source>Your seat at table %1 is no longer yours — join it again with its code.</source>
        <translation>Votre place à la table %1 n&apos;est plus à vous — rejoignez-la de nouveau avec son code.</translation>
    </message>
    <message>
        <source>The host speaks another version of Felt&apos;s network protocol — both computers need the same Felt.</source>
        <translation>L&apos;hôte parle une autre version du protocole réseau de Felt — les deux ordinateurs ont besoin du même Felt.</translation>
    </message>
    <message>
        <source>The host refused: too much at once — wait a moment, then try again.</source>
        <translation>L&apos;hôte refuse : trop de choses à la fois — attendez un instant, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 is a Felt app&apos;s table, not a felt-server — join its tables by their code.</source>
        <translation>%1 est une table de l&apos;app Felt, pas un felt-server — rejoignez ses tables par leur code.</translation>
    </message>
    <message>
        <source>The host refused without saying why.</source>
        <translation>L&apos;hôte refuse sans dire pourquoi.</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>L&apos;hôte refuse : %1</translation>
    </message>
    <message>
        <source>A name has 1 to 24 letters, digits or signs.</source>
        <translation>Un nom compte de 1 à 24 lettres, chiffres ou signes.</translation>
    </message>
    <message>
        <source>Each person at this screen needs a name of their own.</source>
        <translation>Chaque personne devant cet écran doit avoir son propre nom.</translation>
    </message>
</context>
<context>
    <name>NetHosting</name>
    <message>
        <source>The table cannot be offered on the network: %1</source>
        <translation>La table ne peut pas être proposée sur le réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>This is not a server&apos;s address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.</source>
        <translation>Ce n&apos;est pas l&apos;adresse d&apos;un serveur : donnez-la sous la forme 192.168.1.20, 192.168.1.20:7447 ou felts://example.org:7447.</translation>
    </message>
    <message>
        <source>A table on a server needs a person at this screen: make one seat yours.</source>
        <translation>Une table sur un serveur a besoin d&apos;une personne devant cet écran : prenez une place.</translation>
    </message>
    <message>
        <source>it was not saved</source>
        <translation>elle n&apos;a pas été sauvegardée</translation>
    </message>
</context>
<context>
    <name>NetJoining</name>
    <message>
        <source>This is neither an invite link (felt://HOST:PORT/CODE) nor CODE@HOST.</source>
        <translation>Ce n&apos;est ni un lien d&apos;invitation (felt://HOST:PORT/CODE) ni CODE@HOST.</translation>
    </message>
    <message>
        <source>Not connected: the certificate of %1:%2 has changed.</source>
        <translation>Non connecté&#xa0;: le certificat de %1:%2 a changé.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered: %1</source>
        <translation>Le certificat n&apos;a pas pu être enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not connected: the certificate of %1:%2 was not accepted.</source>
        <translation>Non connecté&#xa0;: le certificat de %1:%2 n&apos;a pas été accepté.</translation>
    </message>
    <message>
        <source>The certificate could not be forgotten: %1</source>
        <translation>Le certificat n&apos;a pas pu être oublié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: this Felt was built without Avahi. A table code and address still work.</source>
        <translation>Les tables de ce réseau ne peuvent pas être listées : ce Felt a été compilé sans Avahi. Un code de table et une adresse fonctionnent toujours.</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: no Avahi daemon answers on this computer. A table code and address still work.</source>
        <translation>Les tables de ce réseau ne peuvent pas être listées&#xa0;: aucun démon Avahi ne répond sur cet ordinateur. Un code de table et une adresse fonctionnent toujours.</translation>
    </message>
    <message>
        <source>A table code has %1 characters, not %2.</source>
        <translation>Un code de table a %1 caractères, pas %2.</translation>
    </message>
    <message>
        <source>A table code never holds “%1”: codes leave out I, L, O, U, 0 and 1.</source>
        <translation>Un code de table ne contient jamais « %1 » : les codes omettent I, L, O, U, 0 et 1.</translation>
    </message>
    <message>
        <source>A table code holds only letters and digits, not “%1”.</source>
        <translation>Un code de table ne contient que des lettres et des chiffres, pas « %1 ».</translation>
    </message>
    <message>
        <source>The port after the colon is a number from 1 to 65535.</source>
        <translation>Le port après les deux-points est un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>“%1” is not a computer&apos;s address: give it as 192.168.1.20 or example.org.</source>
        <translation>« %1 » n&apos;est pas l&apos;adresse d&apos;un ordinateur : donnez-la comme 192.168.1.20 ou example.org.</translation>
    </message>
    <message>
        <source>A table&apos;s link begins with felt:// or felts://, not %1://.</source>
        <translation>Le lien d&apos;une table commence par felt:// ou felts://, pas par %1://.</translation>
    </message>
    <message>
        <source>The link needs the host&apos;s address after %1:// (felt://HOST:PORT/CODE).</source>
        <translation>Le lien a besoin de l&apos;adresse de l&apos;hôte après %1:// (felt://HÔTE:PORT/CODE).</translation>
    </message>
    <message>
        <source>The link ends without the table&apos;s code (felt://HOST:PORT/CODE).</source>
        <translation>Le lien se termine sans le code de la table (felt://HÔTE:PORT/CODE).</translation>
    </message>
    <message>
        <source>This link cannot be read: an invite link reads felt://HOST:PORT/CODE.</source>
        <translation>Ce lien est illisible : un lien d&apos;invitation s&apos;écrit felt://HÔTE:PORT/CODE.</translation>
    </message>
    <message>
        <source>The table code comes before the @ (K7QW2P@192.168.1.20).</source>
        <translation>Le code de la table vient avant le @ (K7QW2P@192.168.1.20).</translation>
    </message>
    <message>
        <source>The host&apos;s address comes after the @ (K7QW2P@192.168.1.20).</source>
        <translation>L&apos;adresse de l&apos;hôte vient après le @ (K7QW2P@192.168.1.20).</translation>
    </message>
    <message>
        <source>Now the host&apos;s address, as 192.168.1.20 or 192.168.1.20:7447.</source>
        <translation>Maintenant l&apos;adresse de l&apos;hôte, comme 192.168.1.20 ou 192.168.1.20:7447.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The game cannot start: %1</source>
        <translation>La partie ne peut pas commencer&#xa0;: %1</translation>
    </message>
    <message>
        <source>No new deal: %1</source>
        <translation>Pas de nouvelle donne : %1</translation>
    </message>
    <message>
        <source>Another game? The table&apos;s opener deals it with Play again.</source>
        <translation>Une autre partie ? Celui qui a ouvert la table la distribue avec « Rejouer ».</translation>
    </message>
    <message>
        <source>The game was ended for everyone.</source>
        <translation>La partie a été arrêtée pour tout le monde.</translation>
    </message>
    <message>
        <source>%1 ended the game for everyone.</source>
        <translation>%1 a arrêté la partie pour tout le monde.</translation>
    </message>
    <message>
        <source>Your seat at table %1 was taken from another window: this one let go.</source>
        <translation>Votre place à la table %1 a été reprise depuis une autre fenêtre : celle-ci l’a laissée.</translation>
    </message>
</context>
<context>
    <name>NetTableOverlay</name>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <source>%1 is away (%2)</source>
        <translation>%1 est absent (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Let a computer player play %1&apos;s seat</source>
        <translation>Laisser un joueur ordinateur jouer la place de %1</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>Computer plays…</source>
        <translation>L&apos;ordinateur joue…</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Ordinateur — facile</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Ordinateur — normal</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Ordinateur — difficile</translation>
    </message>
    <message>
        <source>The host does not answer: it may be gone. Your seat is kept for a rejoin.</source>
        <translation>L&apos;hôte ne répond pas : il est peut-être parti. Votre place est gardée pour revenir.</translation>
    </message>
    <message>
        <source>%1 left the table (%2)</source>
        <translation>%1 a quitté la table (%2)</translation>
    </message>
</context>
<context>
    <name>NetworkWaitPage</name>
    <message>
        <source>%1 — computer player</source>
        <translation>%1 — joueur ordinateur</translation>
    </message>
    <message>
        <source>Waiting for a person to join…</source>
        <translation>En attente d&apos;une personne…</translation>
    </message>
    <message>
        <source>%1 — at this screen</source>
        <translation>%1 — à cet écran</translation>
    </message>
    <message>
        <source>%1 — joined over the network</source>
        <translation>%1 — a rejoint par le réseau</translation>
    </message>
    <message>
        <source>%1 — away for %2 s</source>
        <translation>%1 — absent depuis %2 s</translation>
    </message>
    <message>
        <source>‹ Leave</source>
        <translation>‹ Quitter</translation>
    </message>
    <message>
        <source>Your table on the network</source>
        <translation>Votre table sur le réseau</translation>
    </message>
    <message>
        <source>Joining a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Sitting down at the table…</source>
        <translation>Installation à la table…</translation>
    </message>
    <message>
        <source>You have a seat. The game begins when the person who opened the table starts it.</source>
        <translation>Vous avez une place. La partie commence quand la personne qui a ouvert la table la lance.</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de table</translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation>Code de table %1</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Lien d&apos;invitation</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the invite link</source>
        <translation>Copier le lien d&apos;invitation</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Place %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Friends join from Felt on their own computers with the invite link, or with this code and the address in it. You start the game once every seat is taken.</source>
        <translation>Vos amis rejoignent la table depuis Felt sur leur propre ordinateur avec le lien d&apos;invitation, ou avec ce code et l&apos;adresse qu&apos;il contient. Vous lancez la partie quand toutes les places sont prises.</translation>
    </message>
    <message>
        <source>The connection to the host dropped: reconnecting…</source>
        <translation>La connexion à l&apos;hôte est coupée : reconnexion…</translation>
    </message>
    <message>
        <source>The host does not answer: the table may be gone for good. Leave now, and take your seat back later with Rejoin on the join page.</source>
        <translation>L&apos;hôte ne répond pas : la table a peut-être disparu pour de bon. Quittez-la maintenant, et reprenez votre place plus tard avec « Revenir » sur la page pour rejoindre.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave the table and keep the seat for a rejoin</source>
        <translation>Quitter la table et garder la place pour revenir</translation>
    </message>
    <message>
        <source>Waiting for %1 to join…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Not at the table</source>
        <translation>Pas à la table</translation>
    </message>
    <message>
        <source>Start without %1?</source>
        <translation>Commencer sans %1 ?</translation>
    </message>
    <message>
        <source>%1 is away. The game waits whenever it is their turn; if they stay away, you may let a computer player take their seat.</source>
        <translation>%1 n&apos;est pas là. La partie attend chaque fois que c&apos;est son tour ; si cette personne reste absente, vous pouvez confier sa place à un joueur ordinateur.</translation>
    </message>
    <message>
        <source>%1 are away. The game waits whenever it is one of their turns; if they stay away, you may let computer players take their seats.</source>
        <translation>%1 ne sont pas là. La partie attend chaque fois que c&apos;est le tour de l&apos;une de ces personnes ; si elles restent absentes, vous pouvez confier leurs places à des joueurs ordinateurs.</translation>
    </message>
    <message>
        <source>Not connected to a table.</source>
        <translation>Connecté à aucune table.</translation>
    </message>
    <message>
        <source>Back, to try again</source>
        <translation>Retour, pour réessayer</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Variantes : %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>No house rules: the game as its rules page describes it.</source>
        <translation>Aucune variante : le jeu tel que sa page de règles le décrit.</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>touche&#xa0;: Échap</translation>
    </message>
    <message>
        <source>%1 — left the table</source>
        <translation>%1 — a quitté la table</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Person at this screen</source>
        <translation>Humain, à cet écran</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Ordinateur — facile</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Ordinateur — normal</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Ordinateur — difficile</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Combien&#xa0;:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>Une nouvelle donne</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>e.g. 123</source>
        <translation>p. ex. 123</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Person joining over the network</source>
        <translation>Personne qui rejoint par le réseau</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <source>Over the network</source>
        <translation>En réseau</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>Open the network table on this computer</source>
        <translation>Ouvrir la table en réseau sur cet ordinateur</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Sur un serveur :</translation>
    </message>
    <message>
        <source>Open the network table on a server</source>
        <translation>Ouvrir la table en réseau sur un serveur</translation>
    </message>
    <message>
        <source>The server&apos;s address</source>
        <translation>L&apos;adresse du serveur</translation>
    </message>
    <message>
        <source>The server&apos;s address: 192.168.1.20, 192.168.1.20:7447, or felts://example.org for a server with TLS.</source>
        <translation>L&apos;adresse du serveur : 192.168.1.20, 192.168.1.20:7447, ou felts://example.org pour un serveur avec TLS.</translation>
    </message>
    <message>
        <source>This is not a server&apos;s address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.</source>
        <translation>Ce n&apos;est pas l&apos;adresse d&apos;un serveur : donnez-la sous la forme 192.168.1.20, 192.168.1.20:7447 ou felts://example.org:7447.</translation>
    </message>
    <message>
        <source>Anyone on this server may join</source>
        <translation>Tout le monde sur ce serveur peut rejoindre</translation>
    </message>
    <message>
        <source>Anyone on this server may join (the table shows on their join page; otherwise only those with the code or link)</source>
        <translation>Tout le monde sur ce serveur peut rejoindre (la table apparaît sur leur page pour rejoindre ; sinon seulement avec le code ou le lien)</translation>
    </message>
    <message>
        <source>Learning table</source>
        <translation>Table d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Hints come by themselves for your first decisions, and computer players leave calls to you for a while. Kept apart in the statistics.</source>
        <translation>Les conseils viennent d&apos;eux-mêmes pour vos premières décisions, et les joueurs ordinateur vous laissent un moment pour annoncer. Compté à part dans les statistiques.</translation>
    </message>
</context>
<context>
    <name>PlaceChart</name>
    <message numerus="yes">
        <source>Places over the last %n game(s); the latest mean of ten is %1</source>
        <translation>
            <numerusform>Place lors de la dernière partie&#xa0;; la dernière moyenne sur dix est %1</numerusform>
            <numerusform>Places lors des %n dernières parties&#xa0;; la dernière moyenne sur dix est %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayingCard</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>the coach means this card</source>
        <translation>le coach parle de cette carte</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>Everyone else, look away: %1&apos;s cards are shown next.</source>
        <translation>Que les autres regardent ailleurs&#xa0;: les cartes de %1 vont s&apos;afficher.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Je suis %1 — montrer mes cartes</translation>
    </message>
    <message>
        <source>Click or press Enter.</source>
        <translation>Cliquez ou appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Not ready yet: it opens a moment after the screen shows.</source>
        <translation>Pas encore prêt : il s’ouvre un instant après l’apparition de l’écran.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Préparation</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>the record is empty</source>
        <translation>l&apos;enregistrement est vide</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at character %2</source>
        <translation>JSON non valide&#xa0;: %1 au caractère %2</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>un enregistrement doit être un objet JSON</translation>
    </message>
    <message>
        <source>not a felt-record/1 record: &quot;format&quot; is missing</source>
        <translation>pas un enregistrement felt-record/1&#xa0;: «&#xa0;format&#xa0;» manque</translation>
    </message>
    <message>
        <source>unsupported format %1 (expected &quot;felt-record/1&quot;)</source>
        <translation>format %1 non pris en charge (attendu&#xa0;: «&#xa0;felt-record/1&#xa0;»)</translation>
    </message>
    <message>
        <source>that is not a text</source>
        <translation>ce n&apos;est pas un texte</translation>
    </message>
    <message>
        <source>unknown key %1 in the record</source>
        <translation>clé %1 inconnue dans l&apos;enregistrement</translation>
    </message>
    <message>
        <source>&quot;title&quot; must be a text</source>
        <translation>«&#xa0;title&#xa0;» doit être un texte</translation>
    </message>
    <message>
        <source>&quot;game&quot; is missing</source>
        <translation>«&#xa0;game&#xa0;» manque</translation>
    </message>
    <message>
        <source>&quot;game&quot; must be a text naming the game</source>
        <translation>«&#xa0;game&#xa0;» doit être un texte qui nomme le jeu</translation>
    </message>
    <message>
        <source>&quot;players&quot; is missing</source>
        <translation>«&#xa0;players&#xa0;» manque</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a whole number from %1 to %2 for this game</source>
        <translation>«&#xa0;players&#xa0;» doit être un nombre entier de %1 à %2 pour ce jeu</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object</source>
        <translation>«&#xa0;options&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be an object</source>
        <translation>«&#xa0;deal&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>&quot;seed&quot; is missing (a record needs a seed unless it spells out the deal)</source>
        <translation>«&#xa0;seed&#xa0;» manque (un enregistrement a besoin d&apos;une graine, sauf s&apos;il écrit la donne en toutes lettres)</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to 9007199254740992</source>
        <translation>«&#xa0;seed&#xa0;» doit être un nombre entier de 0 à 9007199254740992</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list of texts such as &quot;0: ready&quot;</source>
        <translation>«&#xa0;actions&#xa0;» doit être une liste de textes comme «&#xa0;0: ready&#xa0;»</translation>
    </message>
    <message>
        <source>action %1: not of the form &quot;&lt;seat&gt;: &lt;action&gt;&quot;</source>
        <translation>action %1&#xa0;: pas de la forme «&#xa0;&lt;place&gt;: &lt;action&gt;&#xa0;»</translation>
    </message>
    <message>
        <source>action %1: seat %2: there is no such seat (the seats are 0 to %3)</source>
        <translation>action %1&#xa0;: place %2&#xa0;: cette place n&apos;existe pas (les places vont de 0 à %3)</translation>
    </message>
    <message>
        <source>&quot;expect&quot; must be an object</source>
        <translation>«&#xa0;expect&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder</source>
        <translation>impossible de lire %1&#xa0;: c&apos;est un dossier</translation>
    </message>
    <message>
        <source>cannot read %1: it is not a regular file</source>
        <translation>impossible de lire %1&#xa0;: ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>cannot read %1: the file is larger than 64 MB</source>
        <translation>impossible de lire %1&#xa0;: le fichier dépasse 64 Mo</translation>
    </message>
    <message>
        <source>action %1: seat %2: %3</source>
        <translation>action %1&#xa0;: place %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>first out</source>
        <translation>sorti le premier</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annuler le dernier coup</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Même donne</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>Whose decisions to review</source>
        <translation>Les décisions de qui revoir</translation>
    </message>
    <message>
        <source>key: Shift+R picks the next person</source>
        <translation>touche : Maj+R choisit la personne suivante</translation>
    </message>
    <message>
        <source>Review %1&apos;s game</source>
        <translation>Revoir la partie de %1</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>Revoir ma partie</translation>
    </message>
    <message>
        <source>The hard computer player looks at each of your decisions and marks where it would have chosen otherwise (key: R)</source>
        <translation>L&apos;ordinateur (difficile) examine chacune de vos décisions et signale où il aurait choisi autrement (touche : R)</translation>
    </message>
    <message>
        <source>Where the hard computer player would have chosen otherwise — key: R</source>
        <translation>Là où l&apos;ordinateur (difficile) aurait choisi autrement — touche : R</translation>
    </message>
    <message>
        <source>%1 had no choices to review: every move was the only one possible.</source>
        <translation>%1 n&apos;a eu aucun choix à revoir : chaque coup était le seul possible.</translation>
    </message>
    <message>
        <source>Ask for another game</source>
        <translation>Demander une autre partie</translation>
    </message>
    <message>
        <source>Scroll the account of the game (keys: Page Up, Page Down)</source>
        <translation>Faire défiler le décompte de la partie (touches&#xa0;: Page précédente, Page suivante)</translation>
    </message>
</context>
<context>
    <name>ReviewProgress</name>
    <message>
        <source>The hard computer player is looking at %1&apos;s decisions, each from what was in view then…</source>
        <translation>L&apos;ordinateur (difficile) examine les décisions de %1, chacune d&apos;après ce qui était visible alors…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de la revue</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 décisions sur %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>Annuler la revue</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>touche : Échap</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Touche&#xa0;: Échap</translation>
    </message>
</context>
<context>
    <name>RoundReviewBar</name>
    <message numerus="yes">
        <source>A past game, as it was dealt: %n move(s) follow. → shows the first.</source>
        <translation>
            <numerusform>Une partie passée, telle que distribuée&#xa0;: %n coup suit. → le montre.</numerusform>
            <numerusform>Une partie passée, telle que distribuée&#xa0;: %n coups suivent. → montre le premier.</numerusform>
        </translation>
    </message>
    <message>
        <source>A past game: move %1 of %2.</source>
        <translation>Une partie passée&#xa0;: coup %1 sur %2.</translation>
    </message>
    <message numerus="yes">
        <source>The last round: the table before its %n move(s). → shows the next one.</source>
        <translation>
            <numerusform>Le dernier tour&#xa0;: la table avant son coup. → le montre.</numerusform>
            <numerusform>Le dernier tour&#xa0;: la table avant ses %n coups. → montre le suivant.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last round: move %1 of %2.</source>
        <translation>Le dernier tour&#xa0;: coup %1 sur %2.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>Key: ←</source>
        <translation>Touche&#xa0;: ←</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Suivant ›</translation>
    </message>
    <message>
        <source>The next move</source>
        <translation>Le coup suivant</translation>
    </message>
    <message>
        <source>Key: →</source>
        <translation>Touche&#xa0;: →</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Touche&#xa0;: Échap</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>This game&apos;s table is not ready yet.</source>
        <translation>La table de ce jeu n&apos;est pas encore prête.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>How %1 is played</source>
        <translation>Comment se joue %1</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>%1 — on in this game</source>
        <translation>%1 — en vigueur dans cette partie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>On the table page, ? shows every key: the hint (H), the log (L), undo (Ctrl+Z), these rules (F1) and the menu (F10).</source>
        <translation>Sur la page de la table,&#xa0;? affiche toutes les touches&#xa0;: l&apos;indice (H), l&apos;historique (L), l&apos;annulation (Ctrl+Z), ces règles (F1) et le menu (F10).</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Apprendre à jouer à %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Play a first game</source>
        <translation>Jouer une première partie</translation>
    </message>
</context>
<context>
    <name>SeatChoiceRow</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>A friend&apos;s name (optional)</source>
        <translation>Nom de la personne (facultatif)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue la place %1</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>%1, computer player (%2)</source>
        <translation>%1, joueur ordinateur (%2)</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>out #%1</source>
        <translation>sorti n° %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Computer players&apos; pause</source>
        <translation>Pause des joueurs ordinateur</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>How fast cards glide. Reduced motion: no card flies, every move shows at once.</source>
        <translation>Vitesse de glissement des cartes. Mouvement réduit&#xa0;: aucune carte ne vole, chaque coup s&apos;affiche aussitôt.</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Mouvement réduit</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Calme</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Vive</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The app changes its language at once.</source>
        <translation>L&apos;application change de langue immédiatement.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The colour of the cloth.</source>
        <translation>La couleur du tapis.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Jeu à quatre couleurs</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has its own colour; with a deck of the system, its four-colour version where one is installed.</source>
        <translation>Trèfle en vert et carreau en bleu, pour que chaque enseigne ait sa propre couleur&#xa0;; avec un jeu du système, sa version à quatre couleurs si elle est installée.</translation>
    </message>
    <message>
        <source>More decks appear here once the system has them: the packages kdegames-card-data-kf5 and gnome-cards-data bring dozens.</source>
        <translation>D&apos;autres jeux de cartes apparaissent ici dès que le système en possède&#xa0;: les paquets kdegames-card-data-kf5 et gnome-cards-data en apportent des dizaines.</translation>
    </message>
    <message>
        <source>Window and table</source>
        <translation>Fenêtre et table</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>F11 switches it anywhere.</source>
        <translation>F11 le bascule partout.</translation>
    </message>
    <message>
        <source>Ask before conceding</source>
        <translation>Demander avant d&apos;abandonner</translation>
    </message>
    <message>
        <source>A question first, so a slip of the hand does not end a game.</source>
        <translation>D&apos;abord une question, pour qu&apos;une fausse manœuvre ne mette pas fin à une partie.</translation>
    </message>
    <message>
        <source>The same game under its other name.</source>
        <translation>Le même jeu sous son autre nom.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Felt %1</source>
        <translation>Felt %1</translation>
    </message>
    <message>
        <source>How long a computer player waits before its move, so you can follow it: %1</source>
        <translation>Temps d&apos;attente d&apos;un joueur ordinateur avant son coup, pour que vous puissiez suivre&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Ask before a risky move</source>
        <translation>Demander avant un coup risqué</translation>
    </message>
    <message>
        <source>Before a move that may cost a penalty point, when a safer one is on offer.</source>
        <translation>Avant un coup qui peut coûter un point de pénalité, quand un plus sûr est possible.</translation>
    </message>
    <message>
        <source>Learning table: computer players&apos; calls</source>
        <translation>Table d&apos;apprentissage : annonces des joueurs ordinateur</translation>
    </message>
    <message>
        <source>At a learning table a computer player calls (taps a closing card, counts a hand) only after this long, so that you can call first: %1</source>
        <translation>À une table d&apos;apprentissage, un joueur ordinateur n&apos;annonce (touche une carte de fermeture, compte une main) qu&apos;après ce délai, pour que vous puissiez annoncer d&apos;abord : %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountAdapter</name>
    <message>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n point de pénalité</numerusform>
            <numerusform>%n points de pénalité</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s sequence %2</source>
        <translation>la séquence %2 de %1</translation>
    </message>
    <message>
        <source>your sequence %1</source>
        <translation>votre séquence %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 a pioché %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 a pioché %n carte.</numerusform>
            <numerusform>%1 a pioché %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2 on their own sequence %3.</source>
        <translation>%1 a joué %2 sur sa propre séquence %3.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3.</source>
        <translation>%1 a joué %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 to close %3 (the 2 rule); %4 may defend it with a 5.</source>
        <translation>%1 joue %2 pour fermer %3 (règle du 2)&#xa0;; %4 peut la défendre avec un 5.</translation>
    </message>
    <message>
        <source>%1 plays %2 to close %3 (the 2 rule).</source>
        <translation>%1 joue %2 pour fermer %3 (règle du 2).</translation>
    </message>
    <message>
        <source>%1 starts a new sequence with %2 (the 3 rule).</source>
        <translation>%1 commence une nouvelle séquence avec %2 (règle du 3).</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under %3 (the 4 rule); the others may block it with a 6.</source>
        <translation>%1 veut glisser %2 sous %3 (règle du 4)&#xa0;; les autres peuvent le bloquer avec un 6.</translation>
    </message>
    <message>
        <source>%1 slid %2 under %3.</source>
        <translation>%1 a glissé %2 sous %3.</translation>
    </message>
    <message>
        <source>%1 shows the hand to everyone: %2.</source>
        <translation>%1 montre sa main à tous&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 defends with %2: %3 draws up to the hand limit.</source>
        <translation>%1 défend avec %2&#xa0;: %3 complète sa main jusqu&apos;à la limite.</translation>
    </message>
    <message>
        <source>%1 blocks with %2: %3 takes %4 back.</source>
        <translation>%1 bloque avec %2&#xa0;: %3 reprend %4.</translation>
    </message>
    <message>
        <source>%1 does not defend.</source>
        <translation>%1 ne défend pas.</translation>
    </message>
    <message>
        <source>%1 does not block.</source>
        <translation>%1 ne bloque pas.</translation>
    </message>
    <message>
        <source>The 2 closes %1 and goes to the discard pile.</source>
        <translation>Le 2 ferme %1 et va à la défausse.</translation>
    </message>
    <message>
        <source>%1 goes to the closing area before play starts; %2 gets a new card.</source>
        <translation>%1 va dans la zone de fermeture avant le début du jeu&#xa0;; %2 reçoit une nouvelle carte.</translation>
    </message>
    <message>
        <source>%1 closes %2.</source>
        <translation>%1 ferme %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1 go to the discard pile.</source>
        <translation>
            <numerusform>%n carte de %1 va à la défausse.</numerusform>
            <numerusform>%n cartes de %1 vont à la défausse.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is gone.</source>
        <translation>Il ne reste rien de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a penalty point (%n in all).</source>
        <translation>
            <numerusform>%1 prend un point de pénalité (%n au total).</numerusform>
            <numerusform>%1 prend un point de pénalité (%n au total).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 as the card to beat.</source>
        <translation>%1 garde %2 comme carte à battre.</translation>
    </message>
    <message>
        <source>%1 discards %2 for a new card from the deck.</source>
        <translation>%1 défausse %2 pour une nouvelle carte de la pioche.</translation>
    </message>
    <message>
        <source>%1 is dealt onto %2.</source>
        <translation>%1 arrive sur %2.</translation>
    </message>
    <message>
        <source>%1 has no play: the hand (%2) goes to the discard pile.</source>
        <translation>%1 n&apos;a aucun coup&#xa0;: sa main (%2) va à la défausse.</translation>
    </message>
    <message numerus="yes">
        <source>Deck and discard pile are shuffled together (%n card(s)).</source>
        <translation>
            <numerusform>La pioche et la défausse sont mélangées ensemble (%n carte).</numerusform>
            <numerusform>La pioche et la défausse sont mélangées ensemble (%n cartes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is empty: the discard pile becomes the new deck (%n card(s)).</source>
        <translation>
            <numerusform>La pioche est vide&#xa0;: la défausse devient la nouvelle pioche (%n carte).</numerusform>
            <numerusform>La pioche est vide&#xa0;: la défausse devient la nouvelle pioche (%n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now chooses which sequence closes.</source>
        <translation>%1 choisit maintenant quelle séquence se ferme.</translation>
    </message>
    <message>
        <source>%1 has ten penalty points and is out.</source>
        <translation>%1 a dix points de pénalité et est éliminé.</translation>
    </message>
    <message>
        <source>Deck and discard pile are empty: the game is over.</source>
        <translation>La pioche et la défausse sont vides&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>The win is shared.</source>
        <translation>La victoire est partagée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 wins: the last player with fewer than ten penalty points.</source>
        <translation>%1 gagne&#xa0;: le dernier joueur avec moins de dix points de pénalité.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the fewest penalty points (%n).</source>
        <translation>
            <numerusform>%1 gagne avec le moins de points de pénalité (%n).</numerusform>
            <numerusform>%1 gagne avec le moins de points de pénalité (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n penalty point(s) each.</source>
        <translation>
            <numerusform>%1 se partagent la victoire avec %n point de pénalité chacun.</numerusform>
            <numerusform>%1 se partagent la victoire avec %n points de pénalité chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>play %1 on %2</source>
        <translation>jouer %1 sur %2</translation>
    </message>
    <message>
        <source>close %1 with %2 (the 2 rule)</source>
        <translation>fermer %1 avec %2 (règle du 2)</translation>
    </message>
    <message>
        <source>start a new sequence with %1 (the 3 rule)</source>
        <translation>commencer une nouvelle séquence avec %1 (règle du 3)</translation>
    </message>
    <message>
        <source>slide %1 under %2 (the 4 rule)</source>
        <translation>glisser %1 sous %2 (règle du 4)</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>piocher une carte</translation>
    </message>
    <message>
        <source>declare no play: your hand goes to the discard pile, you take a penalty point and a new hand</source>
        <translation>déclarer aucun coup&#xa0;: votre main va à la défausse, vous prenez un point de pénalité et une nouvelle main</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>finir votre tour</translation>
    </message>
    <message>
        <source>keep the bottom card as the card to beat</source>
        <translation>garder la carte du bas comme carte à battre</translation>
    </message>
    <message>
        <source>discard the bottom card for a new one from the deck</source>
        <translation>défausser la carte du bas pour une nouvelle carte de la pioche</translation>
    </message>
    <message>
        <source>close %1 (%2)</source>
        <translation>fermer %1 (%2)</translation>
    </message>
    <message>
        <source>defend with %1</source>
        <translation>défendre avec %1</translation>
    </message>
    <message>
        <source>block with %1</source>
        <translation>bloquer avec %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Aucun coup</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Repiocher</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under their own sequence %3 (the 4 rule); the others may block it with a 6.</source>
        <translation>%1 veut glisser %2 sous sa propre séquence %3 (règle du 4)&#xa0;; les autres peuvent le bloquer avec un 6.</translation>
    </message>
    <message>
        <source>%1 slid %2 under their own sequence %3.</source>
        <translation>%1 a glissé %2 sous sa propre séquence %3.</translation>
    </message>
    <message>
        <source>You had nothing to answer with: the table passed for you.</source>
        <translation>Vous n&apos;aviez rien pour répondre&#xa0;: la table a passé pour vous.</translation>
    </message>
    <message>
        <source>%1 / %2 in hand, counted</source>
        <translation>%1 / %2 en main, compté</translation>
    </message>
    <message>
        <source>%1 / %2 in hand</source>
        <translation>%1 / %2 en main</translation>
    </message>
    <message>
        <source>%1 does not challenge.</source>
        <translation>%1 ne conteste pas.</translation>
    </message>
    <message>
        <source>%1 closes %2: the challenge proved it.</source>
        <translation>%1 ferme %2&#xa0;: la contestation l&apos;a prouvé.</translation>
    </message>
    <message>
        <source>%1 taps %2: it closes %3.</source>
        <translation>%1 touche %2&#xa0;: la carte ferme %3.</translation>
    </message>
    <message>
        <source>%1 claims to have no normal play and plays %2 to close %3 (the 2 rule). Does anyone challenge?</source>
        <translation>%1 affirme n&apos;avoir aucun coup normal et joue %2 pour fermer %3 (règle du 2). Quelqu&apos;un conteste-t-il&#xa0;?</translation>
    </message>
    <message>
        <source>%1 claims to have no play. Does anyone challenge?</source>
        <translation>%1 affirme n&apos;avoir aucun coup. Quelqu&apos;un conteste-t-il&#xa0;?</translation>
    </message>
    <message>
        <source>%1 challenges %2: %3 could have been played. %2 takes a penalty point and must play it; the turn then ends without a draw.</source>
        <translation>%1 conteste %2&#xa0;: %3 aurait pu être joué. %2 prend un point de pénalité et doit le jouer&#xa0;; son tour s&apos;arrête là, sans pioche.</translation>
    </message>
    <message numerus="yes">
        <source>%1 counts %2&apos;s hand: %n card(s), more than the hand limit.</source>
        <translation>
            <numerusform>%1 compte la main de %2&#xa0;: %n carte, plus que la limite de main.</numerusform>
            <numerusform>%1 compte la main de %2&#xa0;: %n cartes, plus que la limite de main.</numerusform>
        </translation>
    </message>
    <message>
        <source>tap %1 on %2</source>
        <translation>toucher %1 sur %2</translation>
    </message>
    <message>
        <source>challenge: %1 could go on %2</source>
        <translation>contester&#xa0;: %1 pouvait aller sur %2</translation>
    </message>
    <message>
        <source>count %1&apos;s hand</source>
        <translation>compter la main de %1</translation>
    </message>
    <message>
        <source>It closes %1&apos;s sequence: a point for them.</source>
        <translation>Cela ferme la séquence de %1&#xa0;: un point pour lui.</translation>
    </message>
    <message>
        <source>It puts a closing card on %1&apos;s sequence: tap it, and they take a point.</source>
        <translation>Cela pose une carte de fermeture sur la séquence de %1&#xa0;: touchez-la, et il prend un point.</translation>
    </message>
    <message>
        <source>%1&apos;s sequence closes: a point for them.</source>
        <translation>La séquence de %1 se ferme&#xa0;: un point pour lui.</translation>
    </message>
    <message>
        <source>With no normal play left, the 2 closes %1&apos;s sequence.</source>
        <translation>Sans coup normal, le 2 ferme la séquence de %1.</translation>
    </message>
    <message>
        <source>You have no play at all: you take a point and a new hand.</source>
        <translation>Vous n&apos;avez aucun coup&#xa0;: vous prenez un point et une nouvelle main.</translation>
    </message>
    <message>
        <source>Your hand may hold %1 cards: more cards, more choices.</source>
        <translation>Votre main peut tenir %1 cartes&#xa0;: plus de cartes, plus de choix.</translation>
    </message>
    <message>
        <source>Your play is made: the turn can end.</source>
        <translation>Votre coup est joué&#xa0;: le tour peut finir.</translation>
    </message>
    <message>
        <source>The bottom card is not a closing card, so it can stay.</source>
        <translation>La carte du bas n&apos;est pas une carte de fermeture&#xa0;: elle peut rester.</translation>
    </message>
    <message>
        <source>The bottom card is a closing card: it would close again at once.</source>
        <translation>La carte du bas est une carte de fermeture&#xa0;: elle refermerait aussitôt.</translation>
    </message>
    <message>
        <source>A closing card lies on %1&apos;s sequence: tap it, and they take a point.</source>
        <translation>Une carte de fermeture est sur la séquence de %1&#xa0;: touchez-la, et il prend un point.</translation>
    </message>
    <message>
        <source>%1 holds more than %2 cards: count them, and they take a point.</source>
        <translation>%1 a plus de %2 cartes&#xa0;: comptez-les, et il prend un point.</translation>
    </message>
    <message>
        <source>The claim is false: the shown hand has a normal play.</source>
        <translation>L&apos;annonce est fausse&#xa0;: la main montrée a un coup normal.</translation>
    </message>
    <message>
        <source>It closes nothing, and it lands on your own sequence, so no one else&apos;s sequence comes nearer to closing by your card.</source>
        <translation>Cela ne ferme rien, et la carte va sur votre propre séquence, donc aucune séquence d&apos;un autre ne s&apos;approche de la fermeture par votre carte.</translation>
    </message>
    <message>
        <source>It closes nothing, and it spends the card worth least to you.</source>
        <translation>Cela ne ferme rien, et cela utilise la carte qui vous vaut le moins.</translation>
    </message>
    <message>
        <source>The 3 starts a new sequence of yours instead of a normal play, and a 3 lies far from closing.</source>
        <translation>Le 3 commence une nouvelle séquence à vous au lieu d&apos;un coup normal, et un 3 est loin de la fermeture.</translation>
    </message>
    <message>
        <source>Instead of a normal play the 4 slides under %1&apos;s sequence: every top card stays as it is, so it blocks the play that would have brought a sequence nearer to closing.</source>
        <translation>Au lieu d&apos;un coup normal, le 4 glisse sous la séquence de %1 : toutes les cartes du dessus restent telles quelles, il bloque ainsi le coup qui aurait rapproché une séquence de la fermeture.</translation>
    </message>
    <message>
        <source>With no normal play, the 4 slides under %1&apos;s sequence: that blocks No play and its penalty point.</source>
        <translation>Sans coup normal, le 4 glisse sous la séquence de %1 : cela évite « Aucun coup » et son point de pénalité.</translation>
    </message>
    <message>
        <source>It closes your own sequence: one point for you, and the sequence is cleared down to its bottom card.</source>
        <translation>Cela ferme votre propre séquence : un point pour vous, et la séquence est vidée jusqu&apos;à sa carte du bas.</translation>
    </message>
    <message>
        <source>It closes nothing, and %1&apos;s sequence comes nearer to closing: its top is now your %2.</source>
        <translation>Cela ne ferme rien, et la séquence de %1 se rapproche de la fermeture : en haut se trouve maintenant votre %2.</translation>
    </message>
    <message>
        <source>Your own sequence takes this closing: one point for you, so that the domino can go on.</source>
        <translation>Votre propre séquence prend cette fermeture : un point pour vous, pour que le domino puisse continuer.</translation>
    </message>
    <message>
        <source>The 2 closes your own sequence: one point for you, and its cards leave the table.</source>
        <translation>Le 2 ferme votre propre séquence : un point pour vous, et ses cartes quittent la table.</translation>
    </message>
    <message>
        <source>The 2 closes %1&apos;s sequence: a point for them, unless the claim is challenged.</source>
        <translation>Le 2 ferme la séquence de %1 : un point pour lui, sauf si l&apos;annonce est contestée.</translation>
    </message>
    <message>
        <source>No play costs you one point, but it gives you a fresh hand of %1 cards.</source>
        <translation>« Aucun coup » vous coûte un point, mais vous donne une nouvelle main de %1 cartes.</translation>
    </message>
    <message>
        <source>A card past the limit of %1 gives you more choices, until someone counts your hand: that costs a point.</source>
        <translation>Une carte au-delà de la limite de %1 vous donne plus de choix, jusqu&apos;à ce que quelqu&apos;un compte votre main : cela coûte un point.</translation>
    </message>
    <message>
        <source>The bottom card goes, and the deck&apos;s top card takes its place: a fresh card to beat.</source>
        <translation>La carte du bas s&apos;en va, et la carte du dessus de la pioche prend sa place : une nouvelle carte à battre.</translation>
    </message>
    <message>
        <source>You keep the bottom card although it closes too: a card from the deck, unseen, could close just as well.</source>
        <translation>Vous gardez la carte du bas bien qu&apos;elle ferme aussi : une carte de la pioche, inconnue, pourrait fermer tout autant.</translation>
    </message>
    <message numerus="yes">
        <source>You keep your %1 for later, at the cost of %n point(s) now.</source>
        <translation>
            <numerusform>Vous gardez votre %1 pour plus tard, au prix de %n point maintenant.</numerusform>
            <numerusform>Vous gardez votre %1 pour plus tard, au prix de %n points maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>You keep your %1 for later, and passing costs you nothing now.</source>
        <translation>Vous gardez votre %1 pour plus tard, et passer ne vous coûte rien maintenant.</translation>
    </message>
    <message>
        <source>You let the claim stand: the game goes on at once, and nobody learns what you noticed.</source>
        <translation>Vous laissez passer l&apos;annonce : la partie continue aussitôt, et personne n&apos;apprend ce que vous avez remarqué.</translation>
    </message>
    <message>
        <source>The 5 saves your sequence from the 2: no point for you.</source>
        <translation>Le 5 sauve votre séquence du 2 : pas de point pour vous.</translation>
    </message>
    <message>
        <source>The 6 sends the 4 back to its player&apos;s hand, so the sequence stays as it was.</source>
        <translation>Le 6 renvoie le 4 dans la main de son joueur, donc la séquence reste telle quelle.</translation>
    </message>
    <message>
        <source>You have nothing to answer with, so passing is all there is.</source>
        <translation>Vous n&apos;avez rien pour répondre, il ne reste donc qu&apos;à passer.</translation>
    </message>
</context>
<context>
    <name>ShaftmountCalls</name>
    <message>
        <source>Tap %1 on %2</source>
        <translation>Toucher %1 sur %2</translation>
    </message>
    <message>
        <source>Count %1&apos;s hand</source>
        <translation>Compter la main de %1</translation>
    </message>
    <message>
        <source>To tap a closing card, reach the top of its sequence with ← → first.</source>
        <translation>Pour toucher une carte de fermeture, atteignez d&apos;abord le haut de sa séquence avec ← →.</translation>
    </message>
    <message>
        <source>To count a hand, reach it with ← → first.</source>
        <translation>Pour compter une main, atteignez-la d&apos;abord avec ← →.</translation>
    </message>
    <message>
        <source>Challenge %1&apos;s claim — name a card of the hand and a sequence where it could have been played — or pass.</source>
        <translation>Contestez l&apos;affirmation de %1 — nommez une carte de la main et une séquence où elle aurait pu être jouée — ou passez.</translation>
    </message>
    <message>
        <source>You may call at any time: tap a closing card on another&apos;s sequence, count a hand over the limit.</source>
        <translation>Vous pouvez annoncer à tout moment&#xa0;: toucher une carte de fermeture sur la séquence d&apos;un autre, compter une main au-delà de la limite.</translation>
    </message>
    <message>
        <source>%1 challenges %2!</source>
        <translation>%1 conteste %2&#xa0;!</translation>
    </message>
    <message>
        <source>%1 counts %2&apos;s hand!</source>
        <translation>%1 compte la main de %2&#xa0;!</translation>
    </message>
    <message>
        <source>%1 taps %2</source>
        <translation>%1 touche %2</translation>
    </message>
    <message>
        <source>Your %1 lies exposed: it is one below the %2 in the closing area. Anyone may tap it, and you would take a point.</source>
        <translation>Votre %1 est exposé : il est juste sous le %2 dans la zone de fermeture. N&apos;importe qui peut le toucher, et vous prendriez un point.</translation>
    </message>
    <message>
        <source>Your %1 lies exposed: an Ace closes while its suit has fewer than two closing sequences. Anyone may tap it, and you would take a point.</source>
        <translation>Votre %1 est exposé : un As ferme tant que sa couleur a moins de deux séquences de fermeture. N&apos;importe qui peut le toucher, et vous prendriez un point.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be tapped: it is one below the %3 in the closing area, so it closes now. Tap it, and %1 takes a point.</source>
        <translation>Le %2 de %1 peut être touché : il est juste sous le %3 dans la zone de fermeture, il ferme donc maintenant. Touchez-le, et %1 prend un point.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be tapped: an Ace closes while its suit has fewer than two closing sequences. Tap it, and %1 takes a point.</source>
        <translation>Le %2 de %1 peut être touché : un As ferme tant que sa couleur a moins de deux séquences de fermeture. Touchez-le, et %1 prend un point.</translation>
    </message>
    <message>
        <source>Your %1 now lies exposed: anyone may tap it.</source>
        <translation>Votre %1 est maintenant exposé : n&apos;importe qui peut le toucher.</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>exposé</translation>
    </message>
    <message>
        <source>tap</source>
        <translation>toucher</translation>
    </message>
</context>
<context>
    <name>ShaftmountCard</name>
    <message>
        <source>blocked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>montrée</translation>
    </message>
</context>
<context>
    <name>ShaftmountChallenge</name>
    <message>
        <source>%1 claims to have no normal play and plays %2 on %3 (the 2 rule). Could a card of this hand have been played? Challenge, or pass.</source>
        <translation>%1 affirme n&apos;avoir aucun coup normal et joue %2 sur %3 (règle du 2). Une carte de cette main aurait-elle pu être jouée&#xa0;? Contestez, ou passez.</translation>
    </message>
    <message>
        <source>%1 claims to have no play. Could a card of this hand have been played? Challenge, or pass.</source>
        <translation>%1 affirme n&apos;avoir aucun coup. Une carte de cette main aurait-elle pu être jouée&#xa0;? Contestez, ou passez.</translation>
    </message>
    <message>
        <source>name %1</source>
        <translation>nommer %1</translation>
    </message>
    <message>
        <source>%1 (top %2)</source>
        <translation>%1 (dessus %2)</translation>
    </message>
    <message>
        <source>challenge: %1 on %2</source>
        <translation>contester&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>pass: do not challenge</source>
        <translation>passer&#xa0;: ne pas contester</translation>
    </message>
    <message>
        <source>%1 — name the sequence it could have gone on:</source>
        <translation>%1 — nommez la séquence où elle aurait pu aller&#xa0;:</translation>
    </message>
    <message>
        <source>%1 could not have been played anywhere: it proves nothing.</source>
        <translation>%1 n&apos;aurait pu être joué nulle part : il ne prouve rien.</translation>
    </message>
    <message>
        <source>First choose the sequence it could have gone on (↑ ↓).</source>
        <translation>Choisissez d&apos;abord la séquence où elle aurait pu aller (↑ ↓).</translation>
    </message>
</context>
<context>
    <name>ShaftmountChoiceBanner</name>
    <message>
        <source>Domino: click the sequence that closes next</source>
        <translation>Domino&#xa0;: cliquez la séquence qui se ferme ensuite</translation>
    </message>
</context>
<context>
    <name>ShaftmountClosingArea</name>
    <message>
        <source>the closing area, empty</source>
        <translation>la zone de fermeture, vide</translation>
    </message>
    <message>
        <source>%1, next %2</source>
        <translation>%1, ensuite %2</translation>
    </message>
    <message>
        <source>the closing area: %1</source>
        <translation>la zone de fermeture&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountClosingSlots</name>
    <message>
        <source>next %1</source>
        <translation>ensuite %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountEffects</name>
    <message>
        <source>%1 is out!</source>
        <translation>%1 est éliminé&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ShaftmountKeepButtons</name>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Repiocher</translation>
    </message>
</context>
<context>
    <name>ShaftmountNewSequence</name>
    <message>
        <source>New sequence: a 3</source>
        <translation>Nouvelle séquence&#xa0;: un 3</translation>
    </message>
    <message>
        <source>start a new sequence</source>
        <translation>commencer une nouvelle séquence</translation>
    </message>
</context>
<context>
    <name>ShaftmountPiles</name>
    <message>
        <source>Deck %1</source>
        <translation>Pioche %1</translation>
    </message>
    <message>
        <source>hand limit %1</source>
        <translation>limite de main %1</translation>
    </message>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>la défausse, %n carte</numerusform>
            <numerusform>la défausse, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausse %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountPrompt</name>
    <message>
        <source>Your sequence was closed: keep its bottom card as the card to beat, or redraw one from the deck.</source>
        <translation>Votre séquence a été fermée&#xa0;: gardez sa carte du bas comme carte à battre, ou repiochez-en une.</translation>
    </message>
    <message>
        <source>Domino: more sequences show the same closing card than it can close — click the one that closes next.</source>
        <translation>Domino&#xa0;: plus de séquences montrent la même carte de fermeture qu&apos;elle ne peut en fermer — cliquez celle qui se ferme ensuite.</translation>
    </message>
    <message>
        <source>Defend your sequence with a 5 — click it, or drag it onto the discard pile — or pass.</source>
        <translation>Défendez votre séquence avec un 5 — cliquez-le, ou glissez-le sur la défausse — ou passez.</translation>
    </message>
    <message>
        <source>You hold no 5 to defend your sequence: pass.</source>
        <translation>Vous n&apos;avez pas de 5 pour défendre votre séquence&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Block the 4 with a 6 — click it, or drag it onto the discard pile — or pass.</source>
        <translation>Bloquez le 4 avec un 6 — cliquez-le, ou glissez-le sur la défausse — ou passez.</translation>
    </message>
    <message>
        <source>You hold no 6 to block the 4: pass.</source>
        <translation>Vous n&apos;avez pas de 6 pour bloquer le 4&#xa0;: passez.</translation>
    </message>
    <message>
        <source>The table draws up to %1 cards for you and ends your turn.</source>
        <translation>La table pioche pour vous jusqu’à %1 cartes et finit votre tour.</translation>
    </message>
    <message>
        <source>The table ends your turn.</source>
        <translation>La table finit votre tour.</translation>
    </message>
    <message>
        <source>Draw up to %1 cards if you like, then end your turn.</source>
        <translation>Piochez jusqu&apos;à %1 cartes si vous voulez, puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Now click where the card goes (it glows there), or press Enter; Esc lets it go.</source>
        <translation>Cliquez maintenant où va la carte (elle y est en surbrillance), ou appuyez sur Entrée&#xa0;; Échap la relâche.</translation>
    </message>
    <message>
        <source>After the defence you must make a normal play on a sequence.</source>
        <translation>Après la défense, vous devez faire un coup normal sur une séquence.</translation>
    </message>
    <message>
        <source>Your turn: play a card onto a sequence of its suit with a lower top card — you must, if you can.</source>
        <translation>À vous&#xa0;: jouez une carte sur une séquence de sa couleur dont la carte du dessus est plus basse — c&apos;est obligatoire si vous le pouvez.</translation>
    </message>
    <message>
        <source>Your turn: no normal play. Draw, use a 2, 3 or 4, or declare No play.</source>
        <translation>À vous&#xa0;: aucun coup normal. Piochez, utilisez un 2, 3 ou 4, ou déclarez Aucun coup.</translation>
    </message>
    <message>
        <source>Draw (%1 of %2)</source>
        <translation>Piocher (%1 sur %2)</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
    <message>
        <source>After the defence: make a normal play on a sequence, or play the 2 again (a claim that can be challenged).</source>
        <translation>Après la défense&#xa0;: faites un coup normal sur une séquence, ou rejouez le 2 (une affirmation qui peut être contestée).</translation>
    </message>
    <message>
        <source>Your turn: no normal play. Use a 2, 3 or 4, or declare No play.</source>
        <translation>À vous&#xa0;: aucun coup normal. Utilisez un 2, 3 ou 4, ou déclarez Aucun coup.</translation>
    </message>
    <message>
        <source>Draw past the limit (%1 held)</source>
        <translation>Piocher au-delà de la limite (%1 en main)</translation>
    </message>
</context>
<context>
    <name>ShaftmountQuestion</name>
    <message>
        <source>%1 plays %2 to close %3. Defend it with a 5?</source>
        <translation>%1 joue %2 pour fermer %3. La défendre avec un 5&#xa0;?</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under %3. Block it with a 6?</source>
        <translation>%1 veut glisser %2 sous %3. Le bloquer avec un 6&#xa0;?</translation>
    </message>
    <message>
        <source>You hold no 5.</source>
        <translation>Vous n&apos;avez pas de 5.</translation>
    </message>
    <message>
        <source>You hold no 6.</source>
        <translation>Vous n&apos;avez pas de 6.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
</context>
<context>
    <name>ShaftmountRules</name>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Avoid penalty points. Whoever reaches ten is out; the last player left wins. 2 to 4 players with two decks (104 cards); aces are high.</source>
        <translation>Évitez les points de pénalité. Qui en atteint dix est éliminé&#xa0;; le dernier joueur restant gagne. De 2 à 4 joueurs avec deux jeux (104 cartes)&#xa0;; l&apos;as est la carte la plus haute.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Everyone gets a hand — 9 cards with 2 players, 8 with 3, 7 with 4: that is also the hand limit — and then 4, 3 or 2 cards face up in front of them, each the start of a sequence of their own. The rest is the deck; the discard pile starts empty.</source>
        <translation>Chacun reçoit une main — 9 cartes à 2 joueurs, 8 à 3, 7 à 4&#xa0;: c&apos;est aussi la limite de main — puis 4, 3 ou 2 cartes face visible devant lui, chacune le début d&apos;une séquence à lui. Le reste forme la pioche&#xa0;; la défausse est vide au départ.</translation>
    </message>
    <message>
        <source>Closing cards</source>
        <translation>Cartes de fermeture</translation>
    </message>
    <message>
        <source>The closing area holds closing sequences, each running down one suit from the ace: A, K, Q, … A card closes when it is the next card of a closing sequence of its suit, and an ace closes while its suit has fewer than two closing sequences. The table shows under each closing sequence which card closes next.</source>
        <translation>La zone de fermeture contient les séquences de fermeture, chacune descendant une couleur à partir de l&apos;as&#xa0;: A, R, D, … Une carte ferme quand elle est la carte suivante d&apos;une séquence de fermeture de sa couleur, et un as ferme tant que sa couleur a moins de deux séquences de fermeture. La table indique sous chaque séquence de fermeture quelle carte ferme ensuite.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Make exactly one play: put a card from your hand on any sequence — yours or another&apos;s — of the same suit whose top card is lower. If you can make such a play, you must, even if it closes your own sequence. Before and after your play you may draw from the deck, one card at a time, while your hand holds fewer cards than the limit; then end your turn. Felt&apos;s decision: drawing happens only on your own turn.</source>
        <translation>Faites exactement un coup&#xa0;: posez une carte de votre main sur n&apos;importe quelle séquence — la vôtre ou celle d&apos;un autre — de la même couleur dont la carte du dessus est plus basse. Si vous pouvez faire un tel coup, vous devez le faire, même s&apos;il ferme votre propre séquence. Avant et après votre coup, vous pouvez piocher, une carte à la fois, tant que votre main compte moins de cartes que la limite&#xa0;; puis finissez votre tour. Choix de Felt&#xa0;: on ne pioche que pendant son propre tour.</translation>
    </message>
    <message>
        <source>Closing a sequence</source>
        <translation>Fermer une séquence</translation>
    </message>
    <message>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>A closing can make further closing cards appear; they close in turn, one after the other, each a penalty point for its owner. When more sequences show the same card than it can close, the player whose action started the domino chooses which one closes (if every candidate is their own, the next player chooses). Felt&apos;s decision: that player chooses only then; otherwise the table closes them in seat order from that player.</source>
        <translation>Une fermeture peut faire apparaître d&apos;autres cartes de fermeture&#xa0;; elles ferment à leur tour, l&apos;une après l&apos;autre, chacune un point de pénalité pour son propriétaire. Quand plus de séquences montrent la même carte qu&apos;elle ne peut en fermer, le joueur dont l&apos;action a lancé le domino choisit laquelle se ferme (si toutes les candidates sont à lui, c&apos;est le joueur suivant qui choisit). Choix de Felt&#xa0;: ce joueur ne choisit que dans ce cas&#xa0;; sinon la table les ferme dans l&apos;ordre des places à partir de ce joueur.</translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Aucun coup</translation>
    </message>
    <message>
        <source>Shown cards</source>
        <translation>Cartes montrées</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: cards a player had to show (the hand before a 2-rule play or after a 5-rule defence, a 4 taken back after a block) stay known to everyone while they remain in that hand: they lie face up in the others&apos; view and are marked &quot;shown&quot;.</source>
        <translation>Choix de Felt&#xa0;: les cartes qu&apos;un joueur a dû montrer (la main avant un coup de la règle du 2 ou après une défense de la règle du 5, un 4 repris après un blocage) restent connues de tous tant qu&apos;elles sont dans cette main&#xa0;: elles sont face visible du point de vue des autres et marquées «&#xa0;montrée&#xa0;».</translation>
    </message>
    <message>
        <source>The deck and the end</source>
        <translation>La pioche et la fin</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck. A player with ten penalty points is out at once; their hand and sequences go to the discard pile. The game ends when one player is left, or when deck and discard pile are both empty: then the fewest penalty points win, and a tie shares the win.</source>
        <translation>Quand la pioche est épuisée, la défausse est mélangée pour former une nouvelle pioche. Un joueur à dix points de pénalité est éliminé aussitôt&#xa0;; sa main et ses séquences vont à la défausse. La partie se termine quand il ne reste qu&apos;un joueur, ou quand la pioche et la défausse sont toutes deux vides&#xa0;: le moins de points de pénalité gagne alors, et une égalité partage la victoire.</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Avant le premier tour</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: a sequence dealt with a closing card on top (an ace, say) gives that card to the closing area at no cost and gets a new card from the deck, until no sequence shows one.</source>
        <translation>Choix de Felt&#xa0;: une séquence distribuée avec une carte de fermeture sur le dessus (un as, par exemple) donne gratuitement cette carte à la zone de fermeture et reçoit une nouvelle carte de la pioche, jusqu&apos;à ce qu&apos;aucune séquence n&apos;en montre.</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>2 rule</source>
        <translation>Règle du 2</translation>
    </message>
    <message>
        <source>With no normal play, show your hand and close any sequence of a 2&apos;s suit with that 2 — even your own. The closing goes on as usual, but the 2 goes to the discard pile.</source>
        <translation>Sans coup normal, montrez votre main et fermez n&apos;importe quelle séquence de la couleur d&apos;un 2 avec ce 2 — même la vôtre. La fermeture se déroule comme d&apos;habitude, mais le 2 va à la défausse.</translation>
    </message>
    <message>
        <source>3 rule</source>
        <translation>Règle du 3</translation>
    </message>
    <message>
        <source>Instead of a normal play, start a new sequence of your own with a 3. When it closes, it goes entirely: no bottom card stays.</source>
        <translation>Au lieu d&apos;un coup normal, commencez une nouvelle séquence à vous avec un 3. Quand elle se ferme, elle part entièrement&#xa0;: aucune carte du bas ne reste.</translation>
    </message>
    <message>
        <source>4 rule</source>
        <translation>Règle du 4</translation>
    </message>
    <message>
        <source>Instead of a normal play, slide a 4 under a sequence of its suit: it becomes that sequence&apos;s bottom card.</source>
        <translation>Au lieu d&apos;un coup normal, glissez un 4 sous une séquence de sa couleur&#xa0;: il devient la carte du bas de cette séquence.</translation>
    </message>
    <message>
        <source>5 rule</source>
        <translation>Règle du 5</translation>
    </message>
    <message>
        <source>When a player makes a 2-rule play while holding fewer cards than the limit, the owner of the sequence may defend it with any 5: the player then draws up to the limit, shows the hand again, and must make a normal play if there is one. Felt&apos;s decision: the owner is asked whether they hold a 5 or not, so waiting tells nobody anything.</source>
        <translation>Quand un joueur fait un coup de la règle du 2 avec moins de cartes que la limite, le propriétaire de la séquence peut la défendre avec n&apos;importe quel 5&#xa0;: le joueur complète alors sa main jusqu&apos;à la limite, la montre à nouveau, et doit faire un coup normal s&apos;il en a un. Choix de Felt&#xa0;: on demande au propriétaire, qu&apos;il ait un 5 ou non, pour que l&apos;attente ne révèle rien.</translation>
    </message>
    <message>
        <source>6 rule</source>
        <translation>Règle du 6</translation>
    </message>
    <message>
        <source>When a player slides a 4 under a sequence, every other player in turn may block it with a 6: the 4 goes back to the player&apos;s hand, shown, and cannot be played again this turn. Felt&apos;s decision: everyone is asked, holder of a 6 or not.</source>
        <translation>Quand un joueur glisse un 4 sous une séquence, chaque autre joueur à son tour peut le bloquer avec un 6&#xa0;: le 4 retourne dans la main du joueur, montré, et ne peut plus être joué ce tour-ci. Choix de Felt&#xa0;: on demande à tout le monde, qu&apos;il ait un 6 ou non.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards (in a domino&apos;s choice: one of the glowing sequences)</source>
        <translation>choisir une de vos cartes (lors d&apos;un choix de domino&#xa0;: une des séquences en surbrillance)</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Espace, Entrée</translation>
    </message>
    <message>
        <source>pick the chosen card up; once it is picked up, put it where the blue mark is</source>
        <translation>prendre la carte choisie&#xa0;; une fois prise, la poser là où se trouve la marque bleue</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>move the blue mark between the places the picked-up card may go</source>
        <translation>déplacer la marque bleue entre les endroits où la carte prise peut aller</translation>
    </message>
    <message>
        <source>draw a card from the deck</source>
        <translation>piocher une carte</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>finir votre tour</translation>
    </message>
    <message>
        <source>no play: discard your hand for a penalty point and a new hand</source>
        <translation>aucun coup&#xa0;: défausser votre main pour un point de pénalité et une nouvelle main</translation>
    </message>
    <message>
        <source>keep the bottom card of your closed sequence</source>
        <translation>garder la carte du bas de votre séquence fermée</translation>
    </message>
    <message>
        <source>redraw the bottom card of your closed sequence</source>
        <translation>repiocher la carte du bas de votre séquence fermée</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>put the picked-up card back</source>
        <translation>reposer la carte prise</translation>
    </message>
    <message>
        <source>Whenever a closing card lies on top of a sequence, the sequence closes: at once with automatic calls, once someone taps it with calls by hand (see Calls). The closing card goes to the closing area, the cards below it but the bottom card go to the discard pile, and the sequence&apos;s owner takes a penalty point. The owner then keeps the bottom card as the card to beat, or redraws: the bottom card is discarded and the deck&apos;s top card takes its place. A sequence that is emptied gets a new card from the deck at once.</source>
        <translation>Dès qu&apos;une carte de fermeture se trouve sur le dessus d&apos;une séquence, la séquence se ferme&#xa0;: aussitôt avec les annonces automatiques, dès que quelqu&apos;un la touche avec les annonces à la main (voir Annonces). La carte de fermeture va dans la zone de fermeture, les cartes en dessous sauf celle du bas vont à la défausse, et le propriétaire de la séquence prend un point de pénalité. Il garde ensuite la carte du bas comme carte à battre, ou en retire une&#xa0;: la carte du bas est défaussée et la carte du dessus de la pioche prend sa place. Une séquence vidée reçoit aussitôt une nouvelle carte de la pioche.</translation>
    </message>
    <message>
        <source>Without a normal play you may declare No play: your hand is shown and goes to the discard pile, deck and discard pile are shuffled together, you take a penalty point and a new full hand, and your turn ends. With automatic calls Felt checks the claim, so a false one cannot be made; with calls by hand it can, and it can be challenged.</source>
        <translation>Sans coup normal, vous pouvez annoncer Aucun coup&#xa0;: votre main est montrée et va à la défausse, la pioche et la défausse sont mélangées ensemble, vous prenez un point de pénalité et une nouvelle main complète, et votre tour se termine. Avec les annonces automatiques, Felt vérifie l&apos;affirmation, une fausse est donc impossible&#xa0;; avec les annonces à la main, elle est possible et peut être contestée.</translation>
    </message>
    <message>
        <source>In the original game players must spot and call out closings, and a false No play can be challenged. The new-game page offers both ways. Automatic: Felt plays with perfect attention — every closing happens by itself and no false claim can be made. By hand: the game as it was written, where staying alert is part of it (see the house rule below).</source>
        <translation>Dans le jeu original, les joueurs doivent repérer et annoncer les fermetures, et un faux Aucun coup peut être contesté. La page de nouvelle partie propose les deux façons. Automatiques&#xa0;: Felt joue avec une attention parfaite — chaque fermeture se fait d&apos;elle-même et aucune fausse affirmation n&apos;est possible. À la main&#xa0;: le jeu tel qu&apos;il a été écrit, où rester attentif en fait partie (voir la règle maison ci-dessous).</translation>
    </message>
    <message>
        <source>Calls by hand</source>
        <translation>Annonces à la main</translation>
    </message>
    <message>
        <source>A closing card on top of a sequence waits, exposed, until a player other than the owner taps it — click it while no card of yours is picked up, or reach it with ← → and press T or Enter — whether it is their turn or not; the table never points it out. Closings that a closing exposes are tapped one by one. No play and the 2 rule become claims that may be false: the hand is shown and each other player in turn may challenge by naming a card of it and a sequence where it was a normal play; a caught claimer takes a point and must make that play (three points if it closes their own sequence), and the turn then ends without a draw. On your turn you may draw past the hand limit, up to three more cards; anyone may count a hand over the limit — click it, or reach it with ← → and press C — for a point, and that hand draws no more until it holds fewer cards than the limit. Computer players notice with a chance set by their level. With several people at one screen, “Who calls?” asks which of them makes a call.</source>
        <translation>Une carte de fermeture sur le dessus d&apos;une séquence attend, exposée, qu&apos;un joueur autre que le propriétaire la touche — cliquez dessus quand aucune de vos cartes n&apos;est prise, ou atteignez-la avec ← → et appuyez sur T ou Entrée —, que ce soit son tour ou non&#xa0;; la table ne la signale jamais. Les fermetures qu&apos;une fermeture expose se touchent une à une. Aucun coup et la règle du 2 deviennent des affirmations qui peuvent être fausses&#xa0;: la main est montrée et chaque autre joueur à son tour peut contester en nommant une de ses cartes et une séquence où elle était un coup normal&#xa0;; le joueur pris prend un point et doit jouer ce coup (trois points s&apos;il ferme ainsi sa propre séquence), et son tour s&apos;arrête là, sans pioche. À votre tour, vous pouvez piocher au-delà de la limite de main, jusqu&apos;à trois cartes de plus&#xa0;; chacun peut compter une main au-delà de la limite — cliquez dessus, ou atteignez-la avec ← → et appuyez sur C — pour un point, et cette main ne pioche plus tant qu&apos;elle n&apos;a pas moins de cartes que la limite. Les joueurs de l&apos;ordinateur remarquent avec une probabilité fixée par leur niveau. À plusieurs devant un même écran, «&#xa0;Qui annonce&#xa0;?&#xa0;» demande lequel annonce.</translation>
    </message>
    <message>
        <source>pass: do not defend, block or challenge</source>
        <translation>passer&#xa0;: ne pas défendre, bloquer ni contester</translation>
    </message>
    <message>
        <source>calls by hand: tap the sequence&apos;s top card in focus (← → reach every sequence&apos;s top card)</source>
        <translation>annonces à la main&#xa0;: toucher la carte du dessus de la séquence sélectionnée (← → atteignent le dessus de chaque séquence)</translation>
    </message>
    <message>
        <source>calls by hand: count the hand in focus (← → reach every other hand); when asked, challenge with the marked card and sequence</source>
        <translation>annonces à la main&#xa0;: compter la main sélectionnée (← → atteignent chaque autre main)&#xa0;; quand on vous le demande, contester avec la carte et la séquence marquées</translation>
    </message>
    <message>
        <source>1, 2, …</source>
        <translation>1, 2, …</translation>
    </message>
    <message>
        <source>“Who calls?”: the person who makes the call</source>
        <translation>«&#xa0;Qui annonce&#xa0;?&#xa0;»&#xa0;: la personne qui fait l&apos;annonce</translation>
    </message>
</context>
<context>
    <name>ShaftmountSequenceZones</name>
    <message numerus="yes">
        <source>%1, %n card(s), top: %2</source>
        <translation>
            <numerusform>%1, %n carte, dessus&#xa0;: %2</numerusform>
            <numerusform>%1, %n cartes, dessus&#xa0;: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountShownBanner</name>
    <message>
        <source>%1 shows the hand to everyone</source>
        <translation>%1 montre sa main à tous</translation>
    </message>
</context>
<context>
    <name>ShaftmountTable</name>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>la défausse, %n carte</numerusform>
            <numerusform>la défausse, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>your sequence %1</source>
        <translation>votre séquence %1</translation>
    </message>
    <message>
        <source>%1&apos;s sequence %2</source>
        <translation>la séquence %2 de %1</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <source>%1, blocked this turn</source>
        <translation>%1, bloquée ce tour-ci</translation>
    </message>
    <message>
        <source>%1, shown to everyone</source>
        <translation>%1, montrée à tous</translation>
    </message>
    <message>
        <source>on top of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>%1, card %2 of %3</source>
        <translation>%1, carte %2 sur %3</translation>
    </message>
    <message>
        <source>in the closing area</source>
        <translation>dans la zone de fermeture</translation>
    </message>
    <message numerus="yes">
        <source>the deck, %n card(s)</source>
        <translation>
            <numerusform>la pioche, %n carte</numerusform>
            <numerusform>la pioche, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare No play?</source>
        <translation>Annoncer «&#xa0;Aucun coup&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>A card of yours can go onto a sequence. No play costs you a penalty point, and if someone challenges it you must still make that play.</source>
        <translation>Une de vos cartes peut aller sur une séquence. «&#xa0;Aucun coup&#xa0;» vous coûte un point de pénalité, et si quelqu&apos;un conteste, vous devez quand même jouer ce coup.</translation>
    </message>
    <message>
        <source>Redraw instead of keeping %1?</source>
        <translation>Repiocher au lieu de garder %1&#xa0;?</translation>
    </message>
    <message>
        <source>%1 goes to the discard pile and the deck&apos;s top card takes its place, unseen: if it is a closing card, it can cost you another penalty point.</source>
        <translation>%1 va à la défausse et la carte du dessus de la pioche prend sa place, sans être vue&#xa0;: si c&apos;est une carte de fermeture, elle peut vous coûter un autre point de pénalité.</translation>
    </message>
    <message>
        <source>computer players call after %1 s</source>
        <translation>les joueurs ordinateur annoncent après %1 s</translation>
    </message>
</context>
<context>
    <name>ShaftmountThreeRuleTags</name>
    <message>
        <source>3 rule</source>
        <translation>Règle du 3</translation>
    </message>
</context>
<context>
    <name>ShaftmountUi</name>
    <message>
        <source>Shaftmount</source>
        <translation>Shaftmount</translation>
    </message>
    <message>
        <source>Two decks and penalty points: close the others&apos; sequences before they close yours; ten points and you are out.</source>
        <translation>Deux jeux et des points de pénalité&#xa0;: fermez les séquences des autres avant qu&apos;ils ne ferment les vôtres&#xa0;; à dix points, vous êtes éliminé.</translation>
    </message>
    <message>
        <source>the hand already holds as many cards as allowed</source>
        <translation>la main contient déjà autant de cartes que permis</translation>
    </message>
    <message>
        <source>this turn&apos;s play has already been made</source>
        <translation>le coup de ce tour a déjà été joué</translation>
    </message>
    <message>
        <source>the turn can end only after its play</source>
        <translation>le tour ne peut se terminer qu&apos;après son coup</translation>
    </message>
    <message>
        <source>there is no such sequence on the table</source>
        <translation>cette séquence n&apos;est pas sur la table</translation>
    </message>
    <message>
        <source>that card is not of the sequence&apos;s suit</source>
        <translation>cette carte n&apos;est pas de la couleur de la séquence</translation>
    </message>
    <message>
        <source>that card does not beat the top of the sequence</source>
        <translation>cette carte ne bat pas le dessus de la séquence</translation>
    </message>
    <message>
        <source>a normal play is possible, so one must be made</source>
        <translation>un coup normal est possible, il faut donc le jouer</translation>
    </message>
    <message>
        <source>the 2 rule needs a 2</source>
        <translation>la règle du 2 demande un 2</translation>
    </message>
    <message>
        <source>the 3 rule needs a 3</source>
        <translation>la règle du 3 demande un 3</translation>
    </message>
    <message>
        <source>the 4 rule needs a 4</source>
        <translation>la règle du 4 demande un 4</translation>
    </message>
    <message>
        <source>only a 5 defends a sequence</source>
        <translation>seul un 5 défend une séquence</translation>
    </message>
    <message>
        <source>only a 6 blocks a 4</source>
        <translation>seul un 6 bloque un 4</translation>
    </message>
    <message>
        <source>that advanced rule is not in play</source>
        <translation>cette règle avancée n&apos;est pas en jeu</translation>
    </message>
    <message>
        <source>after the defence only a normal play is allowed</source>
        <translation>après la défense, seul un coup normal est permis</translation>
    </message>
    <message>
        <source>that 4 was blocked and cannot be played this turn</source>
        <translation>ce 4 a été bloqué et ne peut pas être joué ce tour-ci</translation>
    </message>
    <message>
        <source>nobody is being asked for that answer now</source>
        <translation>personne n&apos;attend cette réponse pour le moment</translation>
    </message>
    <message>
        <source>this seat must answer the question first</source>
        <translation>cette place doit d&apos;abord répondre à la question</translation>
    </message>
    <message>
        <source>that sequence is not one of those that may close</source>
        <translation>cette séquence n&apos;est pas de celles qui peuvent se fermer</translation>
    </message>
    <message>
        <source>there is no closing card on top of that sequence to tap</source>
        <translation>il n&apos;y a pas de carte de fermeture à taper sur cette séquence</translation>
    </message>
    <message>
        <source>nobody taps a closing card on their own sequence</source>
        <translation>personne ne tape une carte de fermeture sur sa propre séquence</translation>
    </message>
    <message>
        <source>that hand does not hold more cards than allowed</source>
        <translation>cette main ne contient pas plus de cartes que permis</translation>
    </message>
    <message>
        <source>that hand has been counted since it went over the limit</source>
        <translation>cette main a déjà été comptée depuis qu&apos;elle a dépassé la limite</translation>
    </message>
    <message>
        <source>nobody counts their own hand</source>
        <translation>personne ne compte sa propre main</translation>
    </message>
    <message>
        <source>a counted hand may not draw until it holds fewer cards than allowed</source>
        <translation>une main comptée ne peut plus piocher avant de contenir moins de cartes que permis</translation>
    </message>
    <message>
        <source>2 rule</source>
        <translation>Règle du 2</translation>
    </message>
    <message>
        <source>3 rule</source>
        <translation>Règle du 3</translation>
    </message>
    <message>
        <source>4 rule</source>
        <translation>Règle du 4</translation>
    </message>
    <message>
        <source>5 rule</source>
        <translation>Règle du 5</translation>
    </message>
    <message>
        <source>6 rule</source>
        <translation>Règle du 6</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>With no normal play, show your hand and close any sequence of a 2&apos;s suit with that 2.</source>
        <translation>Sans coup normal, montrez votre main et fermez n&apos;importe quelle séquence de la couleur d&apos;un 2 avec ce 2.</translation>
    </message>
    <message>
        <source>Instead of a normal play, start a new sequence of your own with a 3.</source>
        <translation>Au lieu d&apos;un coup normal, commencez une nouvelle séquence à vous avec un 3.</translation>
    </message>
    <message>
        <source>Instead of a normal play, slide a 4 under a sequence of its suit.</source>
        <translation>Au lieu d&apos;un coup normal, glissez un 4 sous une séquence de sa couleur.</translation>
    </message>
    <message>
        <source>A player who plays a 2 while holding fewer cards than allowed can be stopped by the sequence&apos;s owner with a 5.</source>
        <translation>Un joueur qui joue un 2 avec moins de cartes que permis peut être arrêté par le propriétaire de la séquence avec un 5.</translation>
    </message>
    <message>
        <source>Any other player can block a 4 slid under a sequence with a 6.</source>
        <translation>Tout autre joueur peut bloquer avec un 6 un 4 glissé sous une séquence.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Draw up to the hand limit after your play</source>
        <translation>Compléter la main après votre coup</translation>
    </message>
    <message>
        <source>After your play the table draws for you until your hand is full, then ends your turn. Off: draw with the deck and end with End turn yourself.</source>
        <translation>Après votre coup, la table pioche pour vous jusqu&apos;à ce que votre main soit pleine, puis finit votre tour. Désactivé&#xa0;: piochez dans la pioche et terminez vous-même avec Fin du tour.</translation>
    </message>
    <message>
        <source>Easy: closes an opponent&apos;s sequence when it can, else plays a random card that does not close its own; never uses the 3 or 4 rule, never blocks.</source>
        <translation>Facile : ferme la séquence d&apos;un adversaire quand il le peut, sinon joue une carte au hasard qui ne ferme pas la sienne ; n&apos;utilise jamais la règle du 3 ou du 4 et ne bloque jamais.</translation>
    </message>
    <message>
        <source>Normal: weighs every play in penalty points: closes opponents&apos; sequences first, protects its own and keeps useful cards.</source>
        <translation>Normal : pèse chaque coup en points de pénalité : ferme d&apos;abord les séquences des adversaires, protège les siennes et garde les cartes utiles.</translation>
    </message>
    <message>
        <source>Hard: plays its best few choices two rounds ahead against guesses at the hidden cards and picks the best.</source>
        <translation>Difficile : joue ses meilleurs choix deux tours à l&apos;avance en devinant les cartes cachées, et prend le meilleur.</translation>
    </message>
    <message>
        <source>Pass for me when I cannot answer</source>
        <translation>Passer pour moi quand je ne peux pas répondre</translation>
    </message>
    <message>
        <source>When you are asked for a 5 or a 6 and hold none, the table passes for you after the pause a computer player takes. Everyone is still asked, so the pause tells nobody what you hold.</source>
        <translation>Quand on vous demande un 5 ou un 6 et que vous n&apos;en avez pas, la table passe pour vous après la pause que prend un joueur ordinateur. Tout le monde est toujours interrogé&#xa0;: la pause ne révèle à personne ce que vous tenez.</translation>
    </message>
    <message>
        <source>Automatic: closings and penalties happen by themselves. By hand: a closing card waits until someone taps it, a false “no play” can be challenged and an over-full hand counted — stay alert.</source>
        <translation>Automatiques&#xa0;: les fermetures et les pénalités se font d&apos;elles-mêmes. À la main&#xa0;: une carte de fermeture attend qu&apos;on la touche, un faux «&#xa0;aucun coup&#xa0;» peut être contesté et une main trop pleine comptée — restez attentif.</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>À la main</translation>
    </message>
    <message>
        <source>Automatic calls</source>
        <translation>Annonces automatiques</translation>
    </message>
    <message>
        <source>Calls by hand</source>
        <translation>Annonces à la main</translation>
    </message>
</context>
<context>
    <name>ShaftmountUnderStrips</name>
    <message>
        <source>under</source>
        <translation>sous</translation>
    </message>
    <message>
        <source>slide under %1</source>
        <translation>glisser sous %1</translation>
    </message>
</context>
<context>
    <name>ShitheadAdapter</name>
    <message>
        <source>swapping</source>
        <translation>échange</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 put %2 face up and took %3 into the hand.</source>
        <translation>%1 a posé %2 face visible et pris %3 en main.</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 est prêt.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>%1 commence.</translation>
    </message>
    <message>
        <source>%1 played %2 from the upcards.</source>
        <translation>%1 a joué %2 depuis ses cartes visibles.</translation>
    </message>
    <message>
        <source>%1 turned over %2 and played it.</source>
        <translation>%1 a retourné %2 et l&apos;a jouée.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 a joué %2.</translation>
    </message>
    <message numerus="yes">
        <source>The pile burns (%n card(s)).</source>
        <translation>
            <numerusform>Le tas brûle (%n carte).</numerusform>
            <numerusform>Le tas brûle (%n cartes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up the pile (%n card(s)).</source>
        <translation>
            <numerusform>%1 a ramassé le tas (%n carte).</numerusform>
            <numerusform>%1 a ramassé le tas (%n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 a pioché %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 a pioché %n carte.</numerusform>
            <numerusform>%1 a pioché %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turned over %2, which cannot be played.</source>
        <translation>%1 a retourné %2, qui ne peut pas être jouée.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 passe son tour.</translation>
    </message>
    <message>
        <source>The direction of play reverses.</source>
        <translation>Le sens du jeu s&apos;inverse.</translation>
    </message>
    <message>
        <source>%1 is out, in place %2.</source>
        <translation>%1 est sorti, à la place %2.</translation>
    </message>
    <message>
        <source>Nobody has made progress for a long time, so the game ends: whoever holds the most cards loses.</source>
        <translation>Personne n&apos;a progressé depuis longtemps, la partie s&apos;arrête donc&#xa0;: qui a le plus de cartes perd.</translation>
    </message>
    <message>
        <source>%1 loses the game.</source>
        <translation>%1 perd la partie.</translation>
    </message>
    <message>
        <source>%1 is the Shithead.</source>
        <translation>%1 est le Shithead.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>jouer %1</translation>
    </message>
    <message>
        <source>pick up the pile</source>
        <translation>ramasser le tas</translation>
    </message>
    <message>
        <source>keep these cards and press Ready</source>
        <translation>garder ces cartes et appuyer sur Prêt</translation>
    </message>
    <message>
        <source>put %1 face up and take %2 into your hand</source>
        <translation>poser %1 face visible et prendre %2 en main</translation>
    </message>
    <message>
        <source>turn over face-down card %1</source>
        <translation>retourner la carte cachée %1</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Ramasser</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>each of your plays would spend a 2, a 10 or another card that is worth keeping</source>
        <translation>chacun de vos coups dépenserait un 2, un 10 ou une autre carte qui vaut la peine d’être gardée</translation>
    </message>
    <message numerus="yes">
        <source>the pile holds %n card(s) worth having, such as a 2 or a 10</source>
        <translation>
            <numerusform>le tas contient %n carte qui vaut la peine d’être prise, comme un 2 ou un 10</numerusform>
            <numerusform>le tas contient %n cartes qui valent la peine d’être prises, comme un 2 ou un 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile is only %n card(s)</source>
        <translation>
            <numerusform>le tas ne compte que %n carte</numerusform>
            <numerusform>le tas ne compte que %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Taking the pile did better than any play in the hard player&apos;s trial games: %1.</source>
        <translation>Ramasser le tas a mieux réussi que tout autre coup dans les parties d’essai de l’ordinateur (difficile)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>These are your last cards: you are out.</source>
        <translation>Ce sont vos dernières cartes&#xa0;: vous êtes sorti.</translation>
    </message>
    <message>
        <source>It completes four of a kind: the pile burns and you play again.</source>
        <translation>Cela complète un carré&#xa0;: le tas brûle et vous rejouez.</translation>
    </message>
    <message>
        <source>It is your lowest card that goes, and your %1 waits for a harder pile.</source>
        <translation>C&apos;est votre plus petite carte qui passe, et votre %1 attend un tas plus dur.</translation>
    </message>
    <message>
        <source>It is your lowest card that goes: higher cards wait for higher piles.</source>
        <translation>C&apos;est votre plus petite carte qui passe&#xa0;: les plus hautes attendent des tas plus hauts.</translation>
    </message>
    <message>
        <source>No ordinary card goes, so a special card must.</source>
        <translation>Aucune carte ordinaire ne passe&#xa0;: il faut une carte spéciale.</translation>
    </message>
    <message>
        <source>Your %1 waits face up for the end; the %2 goes into your hand.</source>
        <translation>Votre %1 attend la fin face visible&#xa0;; le %2 va dans votre main.</translation>
    </message>
    <message>
        <source>Face-down cards are unknown: any one is as good as another.</source>
        <translation>Les cartes cachées sont inconnues&#xa0;: l&apos;une vaut l&apos;autre.</translation>
    </message>
    <message numerus="yes">
        <source>its %n card(s) give you more to answer the next piles with</source>
        <translation>
            <numerusform>sa %n carte vous donne de quoi répondre aux prochains tas</numerusform>
            <numerusform>ses %n cartes vous donnent de quoi répondre aux prochains tas</numerusform>
        </translation>
    </message>
    <message>
        <source>The 10 burns the pile, so you play again on an empty pile.</source>
        <translation>Le 10 brûle le tas, vous rejouez donc sur un tas vide.</translation>
    </message>
    <message>
        <source>%1 holds nothing that goes on it, so they must pick up the pile.</source>
        <translation>%1 n&apos;a rien qui passe dessus, il doit donc ramasser le tas.</translation>
    </message>
    <message>
        <source>Your face-up cards are already stronger than your hand, so no swap helps.</source>
        <translation>Vos cartes visibles sont déjà plus fortes que votre main, donc aucun échange n&apos;aide.</translation>
    </message>
    <message>
        <source>Nothing you hold goes on the pile, so you must pick it up.</source>
        <translation>Rien de ce que vous avez ne passe sur le tas, vous devez donc le ramasser.</translation>
    </message>
    <message numerus="yes">
        <source>It gets rid of %n card(s) at once, and the next player must answer your %1 or pick up the pile.</source>
        <translation>
            <numerusform>Cela vous débarrasse de %n carte d&apos;un coup, et le joueur suivant doit répondre à votre %1 ou ramasser le tas.</numerusform>
            <numerusform>Cela vous débarrasse de %n cartes d&apos;un coup, et le joueur suivant doit répondre à vos %1 ou ramasser le tas.</numerusform>
        </translation>
    </message>
    <message>
        <source>It leaves your %1 on top: the next player must answer it or pick up the pile.</source>
        <translation>Votre %1 reste en haut : le joueur suivant doit y répondre ou ramasser le tas.</translation>
    </message>
    <message numerus="yes">
        <source>Your 9s skip %n player(s): the turn jumps past them.</source>
        <translation>
            <numerusform>Vos 9 font sauter %n joueur : le tour passe par-dessus.</numerusform>
            <numerusform>Vos 9 font sauter %n joueurs : le tour passe par-dessus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 waits face up for the end, and the %2 comes into your hand for the first piles.</source>
        <translation>Votre %1 attend la fin face visible, et le %2 va dans votre main pour les premiers tas.</translation>
    </message>
    <message>
        <source>Play starts now: your face-up cards wait for the end of the game as they lie.</source>
        <translation>La partie commence maintenant : vos cartes visibles attendent la fin telles qu&apos;elles sont.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile&apos;s %n card(s) gives you more to answer the next piles with.</source>
        <translation>
            <numerusform>Ramasser la %n carte du tas vous donne de quoi répondre aux prochains tas.</numerusform>
            <numerusform>Ramasser les %n cartes du tas vous donne de quoi répondre aux prochains tas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShitheadRules</name>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Get rid of all your cards. The last player still holding cards loses and is the Shithead. Aces are high, 2s are low, suits never matter. 2 to 5 players with one deck.</source>
        <translation>Débarrassez-vous de toutes vos cartes. Le dernier joueur qui a encore des cartes perd et devient le Shithead. L&apos;as est la plus forte, le 2 la plus faible, les couleurs ne comptent jamais. De 2 à 5 joueurs avec un jeu.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Everyone gets three cards face down in a row, three cards face up on top of them, and three cards in hand. The rest of the deck is the stock.</source>
        <translation>Chacun reçoit trois cartes face cachée en rang, trois cartes face visible par-dessus, et trois cartes en main. Le reste du jeu forme la pioche.</translation>
    </message>
    <message>
        <source>Swapping</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Before play, everyone may swap cards between their hand and their own face-up cards, as often as they like, all at the same time. Strong cards face up (aces, kings, 2s, 10s) help later. Press Ready when you are done; play starts when everyone is ready.</source>
        <translation>Avant le jeu, chacun peut échanger des cartes entre sa main et ses propres cartes visibles, autant qu&apos;il veut, tous en même temps. Des cartes fortes face visible (as, rois, 2, 10) aident plus tard. Appuyez sur Prêt quand vous avez fini&#xa0;; le jeu commence quand tout le monde est prêt.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: look for a 3 among the face-up cards, going round from the first seat; if nobody shows one, look for a 3 in the hands. If there is no 3 at all, do the same with 4, then 5, and so on up to the ace, and the 2 last. That player starts and may lead any card — it need not be the 3.</source>
        <translation>Choix de Felt&#xa0;: on cherche un 3 parmi les cartes visibles, en tournant à partir de la première place&#xa0;; si personne n&apos;en montre, on cherche un 3 dans les mains. S&apos;il n&apos;y a aucun 3, on fait de même avec le 4, puis le 5, et ainsi de suite jusqu&apos;à l&apos;as, et le 2 en dernier. Ce joueur commence et peut entamer avec n&apos;importe quelle carte — pas forcément le 3.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Play one card, or several cards of the same rank, onto the pile: equal to or higher than the card on top. Or pick up the whole pile instead — you may do that whenever there is a pile, even if you could play. Then it is the next player&apos;s turn.</source>
        <translation>Jouez une carte, ou plusieurs cartes de même rang, sur le tas&#xa0;: égale ou supérieure à la carte du dessus. Ou ramassez plutôt tout le tas — vous pouvez le faire dès qu&apos;il y a un tas, même si vous pourriez jouer. C&apos;est ensuite au tour du joueur suivant.</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Cartes spéciales</translation>
    </message>
    <message>
        <source>A 2 goes on anything, and anything goes on a 2. A 10 goes on anything, even on an empty pile, and burns the pile: it leaves the game. Four cards of the same rank on top of the pile burn it too, whether played at once or by several players in a row. After a burn the same player plays again on the empty pile.</source>
        <translation>Un 2 va sur tout, et tout va sur un 2. Un 10 va sur tout, même sur un tas vide, et brûle le tas&#xa0;: il quitte le jeu. Quatre cartes de même rang sur le dessus du tas le brûlent aussi, qu&apos;elles soient jouées d&apos;un coup ou par plusieurs joueurs à la suite. Après un tas brûlé, le même joueur rejoue sur le tas vide.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>After playing, draw from the stock until you have three cards in hand again, while the stock lasts.</source>
        <translation>Après avoir joué, piochez jusqu&apos;à avoir de nouveau trois cartes en main, tant que la pioche dure.</translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation>Les cartes sur la table</translation>
    </message>
    <message>
        <source>Once your hand is empty and the stock is gone, play from your face-up cards. When those are gone, turn over one of your face-down cards: if it can be played it is, as usual; if not, you pick up the pile together with that card. Whenever you have picked up, you play from your hand again until it is empty before the table cards come back.</source>
        <translation>Une fois votre main vide et la pioche épuisée, jouez vos cartes visibles. Quand elles sont parties, retournez une de vos cartes cachées&#xa0;: si elle peut être jouée, elle l&apos;est, comme d&apos;habitude&#xa0;; sinon, vous ramassez le tas avec cette carte. Chaque fois que vous avez ramassé, vous rejouez depuis votre main jusqu&apos;à ce qu&apos;elle soit vide avant de revenir aux cartes de la table.</translation>
    </message>
    <message>
        <source>Going out and the end</source>
        <translation>Sortir et fin</translation>
    </message>
    <message>
        <source>When you have no cards left anywhere you are out, and your place is noted. If a burn empties your last cards, you are out and the next player leads. The game ends when only one player still holds cards: the Shithead.</source>
        <translation>Quand vous n&apos;avez plus de cartes nulle part, vous êtes sorti, et votre place est notée. Si un tas brûlé emporte vos dernières cartes, vous êtes sorti et le joueur suivant entame. La partie se termine quand un seul joueur a encore des cartes&#xa0;: le Shithead.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Autres choix de Felt</translation>
    </message>
    <message>
        <source>Several see-through cards (jokers, or 8s with that rule) played together are see-through as a whole, and a pile made only of them counts as empty. Each joker in a set turns the direction once. A set of 9s that burns skips nobody. Cards everyone saw go into a hand (a picked-up pile, a card swapped from the table) are shown face up in that hand. If 300 moves in a row pass in which nothing is burned, drawn or played from the table and nobody goes out, the game cannot get anywhere: it ends, and whoever holds the most cards loses.</source>
        <translation>Plusieurs cartes transparentes (jokers, ou 8 avec cette règle) jouées ensemble sont transparentes comme un tout, et un tas fait uniquement de telles cartes compte comme vide. Chaque joker d&apos;une série inverse le sens une fois. Une série de 9 qui brûle ne fait passer personne. Les cartes que tout le monde a vues entrer dans une main (un tas ramassé, une carte échangée avec la table) sont face visible dans cette main. Si 300 coups d&apos;affilée passent sans que rien ne soit brûlé, pioché ou joué depuis la table et sans que personne ne sorte, la partie ne peut plus avancer&#xa0;: elle se termine, et qui a le plus de cartes perd.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Two jokers join the deck (6 players fit). A joker goes on anything, reverses the direction of play and is see-through: the next player must beat the card below it.</source>
        <translation>Deux jokers s&apos;ajoutent au jeu (6 joueurs possibles). Un joker va sur tout, inverse le sens du jeu et est transparent&#xa0;: le joueur suivant doit battre la carte en dessous.</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Deux jeux</translation>
    </message>
    <message>
        <source>104 cards for up to 8 players; five of a kind can now be played at once, and it burns as four do.</source>
        <translation>104 cartes pour jusqu&apos;à 8 joueurs&#xa0;; cinq cartes identiques peuvent alors être jouées d&apos;un coup, et elles brûlent le tas comme quatre.</translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation>Huit transparents</translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation>Un 8 va sur tout et est transparent&#xa0;: le joueur suivant doit battre la carte en dessous.</translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation>Sept ou moins</translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower; a 2 or a 10 is still allowed.</source>
        <translation>Après un 7, le coup suivant doit être un 7 ou moins&#xa0;; un 2 ou un 10 reste permis.</translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation>Dix limités</translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation>Un 10 ne peut pas être joué sur un valet, une dame, un roi ou un as.</translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation>Le 9 fait passer</translation>
    </message>
    <message>
        <source>A 9 makes the next player miss a turn; each 9 of a set skips one more.</source>
        <translation>Un 9 fait passer son tour au joueur suivant&#xa0;; chaque 9 d&apos;une série en fait passer un de plus.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>choisir une de vos cartes</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>select the chosen card, or let it go (a set is one rank)</source>
        <translation>sélectionner la carte choisie, ou la relâcher (une série est d&apos;un seul rang)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>play the selected cards; while swapping, swap the selected pair</source>
        <translation>jouer les cartes sélectionnées&#xa0;; pendant l&apos;échange, échanger la paire sélectionnée</translation>
    </message>
    <message>
        <source>pick up the pile</source>
        <translation>ramasser le tas</translation>
    </message>
    <message>
        <source>ready: done swapping</source>
        <translation>prêt&#xa0;: échange terminé</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>let go of every selected card</source>
        <translation>relâcher toutes les cartes sélectionnées</translation>
    </message>
</context>
<context>
    <name>ShitheadTable</name>
    <message>
        <source>Swap cards between your hand and your face-up cards if you like — drag one onto the other — then press Ready.</source>
        <translation>Échangez des cartes entre votre main et vos cartes visibles si vous voulez — glissez l&apos;une sur l&apos;autre — puis appuyez sur Prêt.</translation>
    </message>
    <message>
        <source>Your turn: turn over one of your face-down cards.</source>
        <translation>À vous&#xa0;: retournez une de vos cartes cachées.</translation>
    </message>
    <message>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>À vous&#xa0;: vous ne pouvez rien jouer — ramassez le tas.</translation>
    </message>
    <message>
        <source>Your turn: lead any card or set of one rank.</source>
        <translation>À vous&#xa0;: entamez avec une carte ou une série de même rang.</translation>
    </message>
    <message>
        <source>Your turn: play a card or a set of one rank onto the pile — or pick up the pile.</source>
        <translation>À vous&#xa0;: jouez une carte ou une série de même rang sur le tas — ou ramassez le tas.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Tas</translation>
    </message>
    <message>
        <source>Next: 7 or lower (or a 2 or 10)</source>
        <translation>Ensuite&#xa0;: 7 ou moins (ou un 2 ou un 10)</translation>
    </message>
    <message>
        <source>Anything goes</source>
        <translation>Tout est permis</translation>
    </message>
    <message>
        <source>On a 2: anything goes</source>
        <translation>Sur un 2&#xa0;: tout est permis</translation>
    </message>
    <message>
        <source>To beat: %1</source>
        <translation>À battre&#xa0;: %1</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ sens horaire</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ sens antihoraire</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Burned</source>
        <translation>Brûlées</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1&#xa0;: aucune</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <source>face up in front of you</source>
        <translation>face visible devant vous</translation>
    </message>
    <message>
        <source>face up in front of %1</source>
        <translation>face visible devant %1</translation>
    </message>
    <message>
        <source>your face-down card %1</source>
        <translation>votre carte cachée %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down card %2</source>
        <translation>carte cachée %2 de %1</translation>
    </message>
    <message>
        <source>on top of the pile</source>
        <translation>sur le dessus du tas</translation>
    </message>
    <message>
        <source>in the pile</source>
        <translation>dans le tas</translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>la pioche, %n carte</numerusform>
            <numerusform>la pioche, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>burned, %n card(s)</source>
        <translation>
            <numerusform>brûlée, %n carte</numerusform>
            <numerusform>brûlées, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Burned!</source>
        <translation>Brûlé&#xa0;!</translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation>Inversion&#xa0;!</translation>
    </message>
    <message>
        <source>Skip!</source>
        <translation>Passe&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ShitheadUi</name>
    <message>
        <source>Palace</source>
        <translation>Palace</translation>
    </message>
    <message>
        <source>Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <source>Call Shithead “Palace”</source>
        <translation>Appeler Shithead «&#xa0;Palace&#xa0;»</translation>
    </message>
    <message>
        <source>Shed your cards — hand, then the cards face up, then the ones face down, blind. Whoever is left holding cards loses.</source>
        <translation>Débarrassez-vous de vos cartes — la main, puis les cartes visibles, puis les cachées, à l&apos;aveugle. Celui qui garde des cartes à la fin perd.</translation>
    </message>
    <message>
        <source>this seat has already said it is ready</source>
        <translation>cette place a déjà dit qu&apos;elle était prête</translation>
    </message>
    <message>
        <source>cards played together must all have the same rank</source>
        <translation>les cartes jouées ensemble doivent toutes être de même rang</translation>
    </message>
    <message>
        <source>cards from the hand and from the upcards cannot be played together</source>
        <translation>les cartes de la main et les cartes visibles ne peuvent pas être jouées ensemble</translation>
    </message>
    <message>
        <source>play from the hand first, then the upcards, then the downcards</source>
        <translation>jouez d&apos;abord la main, puis les cartes visibles, puis les cartes cachées</translation>
    </message>
    <message>
        <source>that card does not beat the top of the pile</source>
        <translation>cette carte ne bat pas le dessus du tas</translation>
    </message>
    <message>
        <source>after a 7 the next play must be a 7 or lower</source>
        <translation>après un 7, le coup suivant doit être un 7 ou moins</translation>
    </message>
    <message>
        <source>a 10 may not be played on a jack, queen, king or ace</source>
        <translation>un 10 ne peut pas être joué sur un valet, une dame, un roi ou un as</translation>
    </message>
    <message>
        <source>there is no pile to pick up</source>
        <translation>il n&apos;y a pas de tas à ramasser</translation>
    </message>
    <message>
        <source>only downcards are left: turn one over</source>
        <translation>il ne reste que des cartes cachées&#xa0;: retournez-en une</translation>
    </message>
    <message>
        <source>downcards may be turned over only when the hand and the upcards are empty</source>
        <translation>les cartes cachées ne peuvent être retournées que quand la main et les cartes visibles sont vides</translation>
    </message>
    <message>
        <source>after picking up, the hand must be played before the cards on the table</source>
        <translation>après avoir ramassé, la main doit être jouée avant les cartes de la table</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation>Huit transparents</translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation>Sept ou moins</translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation>Dix limités</translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation>Le 9 fait passer</translation>
    </message>
    <message>
        <source>Two jokers join the deck (up to 6 players). A joker goes on anything, reverses the direction of play and lets the card below it show through.</source>
        <translation>Deux jokers s&apos;ajoutent au jeu (jusqu&apos;à 6 joueurs). Un joker va sur tout, inverse le sens du jeu et laisse voir la carte en dessous.</translation>
    </message>
    <message>
        <source>Play with 104 cards, for up to 8 players.</source>
        <translation>Jouer avec 104 cartes, jusqu&apos;à 8 joueurs.</translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation>Un 8 va sur tout et est transparent&#xa0;: le joueur suivant doit battre la carte en dessous.</translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower (a 2 or a 10 still goes).</source>
        <translation>Après un 7, le coup suivant doit être un 7 ou moins (un 2 ou un 10 passe toujours).</translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation>Un 10 ne peut pas être joué sur un valet, une dame, un roi ou un as.</translation>
    </message>
    <message>
        <source>Each 9 played makes the next player miss a turn.</source>
        <translation>Chaque 9 joué fait passer son tour au joueur suivant.</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Deux jeux</translation>
    </message>
    <message>
        <source>One deck</source>
        <translation>Un jeu</translation>
    </message>
    <message>
        <source>Easy: always plays its lowest card that fits, even a 2 or a 10, and swaps at most one card before play.</source>
        <translation>Facile : joue toujours sa plus basse carte qui passe, même un 2 ou un 10, et échange au plus une carte avant la partie.</translation>
    </message>
    <message>
        <source>Normal: saves 2s and 10s for when nothing else goes and plays what the next player is least likely to beat.</source>
        <translation>Normal : garde les 2 et les 10 pour quand rien d&apos;autre ne passe et joue ce que le joueur suivant a le moins de chances de battre.</translation>
    </message>
    <message>
        <source>Hard: plays each choice out to the end many times against guesses at the hidden cards and picks the best.</source>
        <translation>Difficile : joue chaque choix jusqu&apos;au bout de nombreuses fois en devinant les cartes cachées, et prend le meilleur.</translation>
    </message>
    <message>
        <source>Play with 52 cards, for up to 5 players (6 with jokers).</source>
        <translation>Jouer avec 52 cartes, jusqu&apos;à 5 joueurs (6 avec les jokers).</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>place %1 of %2</source>
        <translation>place %1 sur %2</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 points</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>There are no statistics to export.</source>
        <translation>Il n&apos;y a pas de statistiques à exporter.</translation>
    </message>
    <message>
        <source>The file could not be written: %1.</source>
        <translation>Le fichier n&apos;a pas pu être écrit&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save this game&apos;s statistics as a CSV file</source>
        <translation>Enregistrer les statistiques de ce jeu dans un fichier CSV</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Forget every game of this game</source>
        <translation>Oublier toutes les parties de ce jeu</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Statistiques de %1</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Statistiques de qui</translation>
    </message>
    <message>
        <source>Statistics are not kept on this system.</source>
        <translation>Les statistiques ne sont pas tenues sur ce système.</translation>
    </message>
    <message>
        <source>No finished game of %1 yet. Every game played to its end is counted here.</source>
        <translation>Aucune partie de %1 terminée pour l&apos;instant. Chaque partie jouée jusqu&apos;au bout est comptée ici.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>record %1</translation>
    </message>
    <message>
        <source>Mean place</source>
        <translation>Place moyenne</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l&apos;ordinateur</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 gagnées</translation>
    </message>
    <message>
        <source>mean place %1</source>
        <translation>place moyenne %1</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Au fil du temps</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Parties passées</translation>
    </message>
    <message>
        <source>%1 · deal %2 · %3</source>
        <translation>%1 · donne %2 · %3</translation>
    </message>
    <message>
        <source>%1 — with undo or hints</source>
        <translation>%1 — avec annulation ou indices</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Watch the game of %1 move by move</source>
        <translation>Revoir la partie du %1 coup par coup</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Play deal %1 again</source>
        <translation>Rejouer la donne %1</translation>
    </message>
    <message>
        <source>Leave the running game?</source>
        <translation>Quitter la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>Your game of %1 is kept: the home page offers to resume it.</source>
        <translation>Votre partie de %1 est conservée&#xa0;: la page d&apos;accueil propose de la reprendre.</translation>
    </message>
    <message>
        <source>Forget every game of %1?</source>
        <translation>Oublier toutes les parties de %1&#xa0;?</translation>
    </message>
    <message>
        <source>The statistics of this game start again from nothing. This cannot be undone.</source>
        <translation>Les statistiques de ce jeu repartent de zéro. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them with undo or hints</source>
        <translation>
            <numerusform>dont %n avec annulation ou indices</numerusform>
            <numerusform>dont %n avec annulation ou indices</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won (%2 with undo or hints)</source>
        <translation>%1 gagnées (%2 avec annulation ou indices)</translation>
    </message>
    <message>
        <source>Against %1 players: %2 games, %3, mean place %4</source>
        <translation>Contre %1 joueurs&#xa0;: %2 parties, %3, place moyenne %4</translation>
    </message>
    <message>
        <source>Statistics of games with %1</source>
        <translation>Statistiques des parties avec %1</translation>
    </message>
    <message>
        <source>%1 · deal %2 · %3 · over the network</source>
        <translation>%1 · donne %2 · %3 · en réseau</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at a learning table are not counted here.</source>
        <translation>
            <numerusform>%n partie à une table d&apos;apprentissage n&apos;est pas comptée ici.</numerusform>
            <numerusform>%n parties à une table d&apos;apprentissage ne sont pas comptées ici.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics are off: this system lacks Qt&apos;s SQLite driver.</source>
        <translation>Les statistiques sont désactivées&#xa0;: il manque à ce système le pilote SQLite de Qt.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>n&apos;ont pas pu être lues</translation>
    </message>
    <message>
        <source>were written by a newer version of Felt</source>
        <translation>ont été écrites par une version plus récente de Felt</translation>
    </message>
    <message>
        <source>The statistics %1 and could not be put aside (%2); statistics are off for now.</source>
        <translation>Les statistiques %1 et n&apos;ont pas pu être mises de côté (%2)&#xa0;; les statistiques sont désactivées pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The statistics %1, so they were put aside as %2; new statistics start now.</source>
        <translation>Les statistiques %1&#xa0;; elles ont donc été mises de côté sous le nom %2. De nouvelles statistiques commencent maintenant.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened (%1); statistics are off for now.</source>
        <translation>Les statistiques ne peuvent pas être ouvertes (%1)&#xa0;; elles sont désactivées pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The statistics cannot be prepared (%1); statistics are off for now.</source>
        <translation>Les statistiques ne peuvent pas être préparées (%1)&#xa0;; elles sont désactivées pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation>le fichier n&apos;est pas du JSON valide (%1 à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>the file does not hold a saved game</source>
        <translation>le fichier ne contient pas de partie sauvegardée</translation>
    </message>
    <message>
        <source>the file is not a saved game of this version of Felt</source>
        <translation>le fichier n&apos;est pas une partie sauvegardée de cette version de Felt</translation>
    </message>
    <message>
        <source>the saved game has no seats</source>
        <translation>la partie sauvegardée n&apos;a pas de places</translation>
    </message>
    <message>
        <source>a seat of the saved game is not valid</source>
        <translation>une place de la partie sauvegardée n&apos;est pas valide</translation>
    </message>
    <message>
        <source>the saved game has no record</source>
        <translation>la partie sauvegardée n&apos;a pas d&apos;enregistrement</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>la partie sauvegardée a %1 places pour %2 joueurs</translation>
    </message>
    <message>
        <source>the old saved game could not be removed</source>
        <translation>l&apos;ancienne partie sauvegardée n&apos;a pas pu être supprimée</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>le fichier ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>it is a folder, a pipe or a device, not a file</source>
        <translation>c&apos;est un dossier, un tube ou un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>the file is too large for a saved game</source>
        <translation>le fichier est trop grand pour une partie sauvegardée</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
</context>
<context>
    <name>TableAdapter</name>
    <message>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>une carte face cachée</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>%1 de trèfle</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>%1 de carreau</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>%1 de cœur</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>%1 de pique</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>place %1</translation>
    </message>
</context>
<context>
    <name>TableBar</name>
    <message>
        <source>Game bar</source>
        <translation>Barre du jeu</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Jeux</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Proposer un coup</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Fermer la revue</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Back to the game as it stands</source>
        <translation>Retour à la partie telle qu&apos;elle est</translation>
    </message>
    <message>
        <source>Look at the last round again, move by move</source>
        <translation>Revoir le dernier tour, coup par coup</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Annuler votre dernier coup</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Make the move taken back again</source>
        <translation>Rejouer le coup annulé</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>How this game is played</source>
        <translation>Comment se joue ce jeu</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Every key of this table</source>
        <translation>Toutes les touches de cette table</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation>Cacher l&apos;historique</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Show or hide the game log</source>
        <translation>Afficher ou masquer l&apos;historique de la partie</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>New game, the same deal again, settings</source>
        <translation>Nouvelle partie, même donne, paramètres</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>With several people at the table the deal can be played again once the game is over.</source>
        <translation>Avec plusieurs personnes à la table, la donne peut être rejouée une fois la partie terminée.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Leçon&#xa0;: %1</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Apprendre à jouer à %1</translation>
    </message>
    <message>
        <source>Learn to play %1…</source>
        <translation>Apprendre à jouer à %1…</translation>
    </message>
    <message>
        <source>A lesson deals its own cards: its deal is not played again.</source>
        <translation>Une leçon distribue ses propres cartes&#xa0;: sa donne ne se rejoue pas.</translation>
    </message>
    <message>
        <source>At a network table the deal can be played again once the game is over.</source>
        <translation>À une table en réseau, la donne peut être rejouée une fois la partie terminée.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>That cannot be done now.</source>
        <translation>Impossible pour le moment.</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>à vous</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>à %1</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>sur la table</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
</context>
<context>
    <name>TableOpener</name>
    <message>
        <source>There is no table for this game yet.</source>
        <translation>Il n&apos;y a pas encore de table pour ce jeu.</translation>
    </message>
    <message>
        <source>The game was resumed.</source>
        <translation>La partie a repris.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Indice&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source>The lesson is done: play a first game, or leave the lesson.</source>
        <translation>La leçon est terminée&#xa0;: jouez une première partie ou quittez la leçon.</translation>
    </message>
    <message>
        <source>Read the coach&apos;s words above, then press Next (Space).</source>
        <translation>Lisez ce que dit le coach ci-dessus, puis appuyez sur Suivant (Espace).</translation>
    </message>
    <message>
        <source>Something may be called now: look over the table.</source>
        <translation>Quelque chose peut être signalé maintenant&#xa0;: regardez la table.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>the action is allowed</source>
        <translation>le coup est permis</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>it is not this seat&apos;s turn</source>
        <translation>ce n&apos;est pas le tour de cette place</translation>
    </message>
    <message>
        <source>this is not an action of this game</source>
        <translation>ce n&apos;est pas une action de ce jeu</translation>
    </message>
    <message>
        <source>the action is not written correctly</source>
        <translation>l&apos;action n&apos;est pas écrite correctement</translation>
    </message>
    <message>
        <source>that card is not where the action takes it from</source>
        <translation>cette carte n&apos;est pas à l&apos;endroit d&apos;où l&apos;action la prend</translation>
    </message>
    <message>
        <source>that action is not possible at this stage of the game</source>
        <translation>cette action n&apos;est pas possible à ce stade de la partie</translation>
    </message>
    <message>
        <source>the action is not allowed</source>
        <translation>le coup n&apos;est pas permis</translation>
    </message>
    <message>
        <source>the action is not allowed (%1)</source>
        <translation>le coup n&apos;est pas permis (%1)</translation>
    </message>
    <message>
        <source>the setup is valid</source>
        <translation>la mise en place est valide</translation>
    </message>
    <message>
        <source>unknown game %1</source>
        <translation>jeu inconnu %1</translation>
    </message>
    <message>
        <source>the game %1 is not available in this version</source>
        <translation>le jeu %1 n&apos;est pas disponible dans cette version</translation>
    </message>
    <message>
        <source>too many players for these options: %1 (at most %2)</source>
        <translation>trop de joueurs pour ces options&#xa0;: %1 (au plus %2)</translation>
    </message>
    <message>
        <source>%1 players is not a valid number of players for this game</source>
        <translation>%1 joueurs n&apos;est pas un nombre de joueurs valide pour ce jeu</translation>
    </message>
    <message>
        <source>the number of players is not valid for this game</source>
        <translation>le nombre de joueurs n&apos;est pas valide pour ce jeu</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>option %1 inconnue</translation>
    </message>
    <message>
        <source>option %1 has a value that is not allowed</source>
        <translation>l&apos;option %1 a une valeur non permise</translation>
    </message>
    <message>
        <source>the deal does not have the shape this game expects (at %1)</source>
        <translation>la donne n&apos;a pas la forme attendue par ce jeu (à %1)</translation>
    </message>
    <message>
        <source>%1 has %2 entries where %3 are needed</source>
        <translation>%1 a %2 entrées là où il en faut %3</translation>
    </message>
    <message>
        <source>%1 has the wrong number of entries</source>
        <translation>%1 a un mauvais nombre d&apos;entrées</translation>
    </message>
    <message>
        <source>the deal names %1, which is not a card</source>
        <translation>la donne nomme %1, qui n&apos;est pas une carte</translation>
    </message>
    <message>
        <source>the deal holds %1 more often than the deck does</source>
        <translation>la donne contient %1 plus souvent que le jeu</translation>
    </message>
    <message>
        <source>the deal holds %1, which is not in the deck with these options</source>
        <translation>la donne contient %1, qui n&apos;est pas dans le jeu avec ces options</translation>
    </message>
    <message>
        <source>the setup is not valid (%1)</source>
        <translation>la mise en place n&apos;est pas valide (%1)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>WhoCalls</name>
    <message>
        <source>Who calls?</source>
        <translation>Qui annonce&#xa0;?</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>WrongSuitAdapter</name>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stack</source>
        <translation>
            <numerusform>%n carte dans la pile</numerusform>
            <numerusform>%n cartes dans la pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>%n dans la pile</numerusform>
            <numerusform>%n dans la pile</numerusform>
        </translation>
    </message>
    <message>
        <source>has given</source>
        <translation>a donné</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>plus de cartes</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has given a card.</source>
        <translation>%1 a donné une carte.</translation>
    </message>
    <message>
        <source>%1 chose to keep %2, naming %3; it lands when everyone has given.</source>
        <translation>%1 a choisi de garder %2, en annonçant %3&#xa0;; elle arrive quand tout le monde a donné.</translation>
    </message>
    <message>
        <source>%1 chose to keep %2; it lands when everyone has given.</source>
        <translation>%1 a choisi de garder %2&#xa0;; elle arrive quand tout le monde a donné.</translation>
    </message>
    <message>
        <source>%1 chose %2 for %3, naming %4; it lands when everyone has given.</source>
        <translation>%1 a choisi %2 pour %3, en annonçant %4&#xa0;; elle arrive quand tout le monde a donné.</translation>
    </message>
    <message>
        <source>%1 chose %2 for %3; it lands when everyone has given.</source>
        <translation>%1 a choisi %2 pour %3&#xa0;; elle arrive quand tout le monde a donné.</translation>
    </message>
    <message>
        <source>%1 kept a card.</source>
        <translation>%1 a gardé une carte.</translation>
    </message>
    <message>
        <source>%1 kept %2, face up.</source>
        <translation>%1 a gardé %2, face visible.</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>%1 a gardé %2.</translation>
    </message>
    <message>
        <source>%1 gave %2 a card.</source>
        <translation>%1 a donné une carte à %2.</translation>
    </message>
    <message>
        <source>%1 gave %2 to %3, face up.</source>
        <translation>%1 a donné %2 à %3, face visible.</translation>
    </message>
    <message>
        <source>%1 gave %2 to %3.</source>
        <translation>%1 a donné %2 à %3.</translation>
    </message>
    <message>
        <source>%1 shows %2: no more %3 may reach them.</source>
        <translation>%1 montre %2&#xa0;: plus aucun %3 ne peut lui parvenir.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3: %1 moved %4 from hand to stack.</source>
        <translation>La %2 de %1 a annoncé %3&#xa0;: %1 a déplacé %4 de sa main vers sa pile.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3: %4 gave %1 %5.</source>
        <translation>La %2 de %1 a annoncé %3&#xa0;: %4 a donné %5 à %1.</translation>
    </message>
    <message>
        <source>%1 moved a card from hand to stack: %1 had kept a queen.</source>
        <translation>%1 a déplacé une carte de sa main vers sa pile&#xa0;: %1 avait gardé une dame.</translation>
    </message>
    <message>
        <source>%1 moved %2 from hand to stack, face up: %1 had kept a queen.</source>
        <translation>%1 a déplacé %2 de sa main vers sa pile, face visible&#xa0;: %1 avait gardé une dame.</translation>
    </message>
    <message>
        <source>A card went from %1&apos;s hand to %2&apos;s stack: %2 had given %1 a queen.</source>
        <translation>Une carte est passée de la main de %1 à la pile de %2&#xa0;: %2 avait donné une dame à %1.</translation>
    </message>
    <message>
        <source>%3 went from %1&apos;s hand to %2&apos;s stack, face up: %2 had given %1 a queen.</source>
        <translation>%3 est passé de la main de %1 à la pile de %2, face visible&#xa0;: %2 avait donné une dame à %1.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %1 shows the king of %3: nothing moves.</source>
        <translation>La %2 de %1 a annoncé %3, mais %1 montre le roi de %3&#xa0;: rien ne bouge.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %1 holds no %3: nothing moves.</source>
        <translation>La %2 de %1 a annoncé %3, mais %1 n&apos;a pas de %3&#xa0;: rien ne bouge.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %4 holds no %3: nothing moves.</source>
        <translation>La %2 de %1 a annoncé %3, mais %4 n&apos;a pas de %3&#xa0;: rien ne bouge.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>La manche %1 est terminée.</translation>
    </message>
    <message>
        <source>The ace turned over is %1: %2 are the Wrong Suit.</source>
        <translation>L&apos;as retourné est l&apos;%1&#xa0;: %2 est la mauvaise couleur.</translation>
    </message>
    <message>
        <source>%1 scores %2 (place %3).</source>
        <translation>%1 marque %2 (place %3).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 wins with %3 point(s).</source>
        <translation>
            <numerusform>Mauvaise couleur&#xa0;: %1. %2 gagne avec %3 point.</numerusform>
            <numerusform>Mauvaise couleur&#xa0;: %1. %2 gagne avec %3 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 share the win with %3 point(s).</source>
        <translation>
            <numerusform>Mauvaise couleur&#xa0;: %1. %2 se partagent la victoire avec %3 point.</numerusform>
            <numerusform>Mauvaise couleur&#xa0;: %1. %2 se partagent la victoire avec %3 points.</numerusform>
        </translation>
    </message>
    <message>
        <source>put %1 on your own stack</source>
        <translation>mettre %1 sur votre propre pile</translation>
    </message>
    <message>
        <source>put %1 on your own stack, naming %2</source>
        <translation>mettre %1 sur votre propre pile, en annonçant %2</translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation>donner %1 à %2</translation>
    </message>
    <message>
        <source>give %1 to %2, naming %3</source>
        <translation>donner %1 à %2, en annonçant %3</translation>
    </message>
    <message>
        <source>It is your fourth %1: four of a kind score minus.</source>
        <translation>C&apos;est votre quatrième %1&#xa0;: un carré compte en moins.</translation>
    </message>
    <message>
        <source>Face up in your stack, the King keeps the %1 away from you.</source>
        <translation>Visible dans votre pile, le roi tient les %1 loin de vous.</translation>
    </message>
    <message>
        <source>Your %1 reach 40 points: minus 30 for you.</source>
        <translation>Vos %1 atteignent 40 points&#xa0;: moins 30 pour vous.</translation>
    </message>
    <message>
        <source>Your King shuts the %1: the Queen brings you nothing.</source>
        <translation>Votre roi ferme les %1&#xa0;: la dame ne vous apporte rien.</translation>
    </message>
    <message>
        <source>Your most costly card goes to %1, not into your own stack.</source>
        <translation>Votre carte la plus coûteuse va à %1, pas dans votre propre pile.</translation>
    </message>
    <message>
        <source>Your lowest card costs you least, so it goes into your own stack.</source>
        <translation>Votre plus petite carte vous coûte le moins, elle va donc dans votre propre pile.</translation>
    </message>
    <message>
        <source>In your own stack the %1 counts against you only if the %2 turn out to be the Wrong Suit.</source>
        <translation>Dans votre propre pile, le %1 ne compte contre vous que si les %2 s&apos;avèrent être la Wrong Suit.</translation>
    </message>
    <message>
        <source>The Jack stays with you: if the Wrong Suit turns out red, it scores −10 for you.</source>
        <translation>Le Valet reste chez vous : si la Wrong Suit s&apos;avère rouge, il vous rapporte −10.</translation>
    </message>
    <message>
        <source>The Jack stays with you: if the Wrong Suit turns out black, it scores −10 for you.</source>
        <translation>Le Valet reste chez vous : si la Wrong Suit s&apos;avère noire, il vous rapporte −10.</translation>
    </message>
    <message>
        <source>The card goes to %1&apos;s stack: whatever it scores, it scores there, not in yours.</source>
        <translation>La carte va dans la pile de %1 : quoi qu&apos;elle rapporte, elle le rapporte là-bas, pas chez vous.</translation>
    </message>
</context>
<context>
    <name>WrongSuitRoundBadge</name>
    <message>
        <source>The Wrong Suit: %1</source>
        <translation>La mauvaise couleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <source>the first ace was turned over</source>
        <translation>le premier as a été retourné</translation>
    </message>
    <message>
        <source>one ace names the Wrong Suit at the end</source>
        <translation>un as désigne la mauvaise couleur à la fin</translation>
    </message>
</context>
<context>
    <name>WrongSuitRules</name>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Collect as few points as you can. Everyone gives cards away, face down, all at the same time, round after round. Only at the end is one of four hidden aces turned over: its suit is the Wrong Suit, and it decides what counts against you. Lowest score wins. Exactly 4 players.</source>
        <translation>Ramassez le moins de points possible. Chacun donne des cartes, face cachée, tous en même temps, manche après manche. Ce n&apos;est qu&apos;à la fin qu&apos;un des quatre as cachés est retourné&#xa0;: sa couleur est la mauvaise couleur, et elle décide de ce qui compte contre vous. Le score le plus bas gagne. Exactement 4 joueurs.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <source>One deck without its aces: 2 to king, 12 cards each. The four aces are shuffled and lie face down in the middle. Card values: 2 to 10 as printed, jack 10, queen 10, king 20.</source>
        <translation>Un jeu sans ses as&#xa0;: du 2 au roi, 12 cartes chacun. Les quatre as sont mélangés et posés face cachée au milieu. Valeurs des cartes&#xa0;: de 2 à 10 leur chiffre, valet 10, dame 10, roi 20.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <source>Everyone who still holds cards gives exactly one card, face down, to any player — themself included. All choose at the same time, and a gift is final. Given cards go to the receiver&apos;s stack, which is never given from. Only the giver and the receiver know a given card (the giver alone, for a card given to oneself).</source>
        <translation>Chacun de ceux qui ont encore des cartes donne exactement une carte, face cachée, à n&apos;importe quel joueur — soi-même compris. Tous choisissent en même temps, et un don est définitif. Les cartes données vont sur la pile du destinataire, dont on ne donne jamais. Seuls le donneur et le destinataire connaissent une carte donnée (le donneur seul, pour une carte donnée à soi-même).</translation>
    </message>
    <message>
        <source>What everyone sees</source>
        <translation>Ce que tout le monde voit</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: before a round is over, only that a player has given is known — not the card, the receiver or a queen&apos;s suit. Once everyone has given, the gifts land together: who gave to whom is then seen by everyone, and so is the size of every stack.</source>
        <translation>Choix de Felt&#xa0;: avant la fin d&apos;une manche, on sait seulement qu&apos;un joueur a donné — ni la carte, ni le destinataire, ni la couleur annoncée par une dame. Une fois que tout le monde a donné, les dons arrivent ensemble&#xa0;: qui a donné à qui est alors visible de tous, de même que la taille de chaque pile.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Rois</translation>
    </message>
    <message>
        <source>A king lands face up, wherever it comes from. From then on no card of its suit may reach that player: no gift from the next round on, and no card a queen would move. Felt&apos;s decision: cards given in the same round as the king still land.</source>
        <translation>Un roi arrive face visible, d&apos;où qu&apos;il vienne. Dès lors, aucune carte de sa couleur ne peut plus parvenir à ce joueur&#xa0;: aucun don à partir de la manche suivante, et aucune carte qu&apos;une dame déplacerait. Choix de Felt&#xa0;: les cartes données dans la même manche que le roi arrivent quand même.</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Giving a queen, you name a suit. After the gifts have landed, the queens take effect one after another, in seat order: the receiver must give the queen&apos;s giver their lowest card of that suit from their hand, into the giver&apos;s stack — unless the giver shows the king of that suit, or the receiver holds no such card. Felt&apos;s decisions: &quot;lowest&quot; is by rank (2 lowest, then 3 … 10, jack, queen, king); a queen given to oneself moves one&apos;s own lowest card of the suit from hand to stack; giver and receiver see the moved card, everyone else only that a card went from the receiver&apos;s hand to the giver&apos;s stack. A moved card sets off nothing of its own, but a moved king lands face up and shuts its suit at once.</source>
        <translation>En donnant une dame, vous annoncez une couleur. Une fois les dons arrivés, les dames agissent l&apos;une après l&apos;autre, dans l&apos;ordre des places&#xa0;: le destinataire doit donner au donneur de la dame sa plus basse carte de cette couleur, de sa main vers la pile du donneur — sauf si le donneur montre le roi de cette couleur, ou si le destinataire n&apos;a pas de telle carte. Choix de Felt&#xa0;: «&#xa0;plus basse&#xa0;» se juge au rang (2 le plus bas, puis 3 … 10, valet, dame, roi)&#xa0;; une dame donnée à soi-même déplace sa propre plus basse carte de la couleur de sa main vers sa pile&#xa0;; le donneur et le destinataire voient la carte déplacée, les autres seulement qu&apos;une carte est passée de la main du destinataire à la pile du donneur. Une carte déplacée ne déclenche rien d&apos;elle-même, mais un roi déplacé arrive face visible et ferme aussitôt sa couleur.</translation>
    </message>
    <message>
        <source>The end and the Wrong Suit</source>
        <translation>La fin et la mauvaise couleur</translation>
    </message>
    <message>
        <source>Rounds go on while any hand holds a card: 12 rounds, fewer only when queens have emptied hands early. A player with an empty hand sits the round out. After the last round the first ace is turned over: its suit is the Wrong Suit, and every stack is counted.</source>
        <translation>Les manches continuent tant qu&apos;une main contient une carte&#xa0;: 12 manches, moins seulement si des dames ont vidé des mains plus tôt. Un joueur dont la main est vide ne joue pas la manche. Après la dernière manche, le premier as est retourné&#xa0;: sa couleur est la mauvaise couleur, et chaque pile est comptée.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>1. Four of a kind: all four cards of a rank count nothing below, and score minus the rank&apos;s value (four 10s: −10). 2. Wrong Suit cards: plus the value of every other card of the Wrong Suit, jacks apart. 3. Jacks: every other jack scores −10 if it has the Wrong Suit&apos;s colour and +10 if not (clubs and spades are black, diamonds and hearts red). 4. Big suits: −30 for every suit, Wrong Suit or not, whose other cards are worth 40 or more (a jack counts 10 here). 5. Many cards: with 13 or more cards, minus 1 + 2 + … for each card past 12 (15 cards: −6). Lowest score wins; equal scores share the place.</source>
        <translation>1. Carrés&#xa0;: les quatre cartes d&apos;un rang ne comptent pour rien d&apos;autre ci-dessous, et rapportent moins la valeur du rang (quatre 10&#xa0;: −10). 2. Cartes de la mauvaise couleur&#xa0;: plus la valeur de chaque autre carte de la mauvaise couleur, valets à part. 3. Valets&#xa0;: chaque autre valet vaut −10 s&apos;il a la même teinte que la mauvaise couleur et +10 sinon (trèfle et pique sont noirs, carreau et cœur rouges). 4. Grandes couleurs&#xa0;: −30 pour chaque couleur, mauvaise ou non, dont les autres cartes valent 40 ou plus (un valet compte ici 10). 5. Beaucoup de cartes&#xa0;: à partir de 13 cartes, moins 1 + 2 + … pour chaque carte au-delà de 12 (15 cartes&#xa0;: −6). Le score le plus bas gagne&#xa0;; les scores égaux partagent la place.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Autres choix de Felt</translation>
    </message>
    <message>
        <source>Every jack counts by its colour, not only the Wrong Suit&apos;s. The big-suit bonus counts for any suit. Many cards follow the written sum: 15 cards give −6. The gifts of a round land in their givers&apos; seat order, then the queens in theirs. A queen that moves nothing tells only its giver and receiver why.</source>
        <translation>Chaque valet compte selon sa teinte, pas seulement ceux de la mauvaise couleur. Le bonus des grandes couleurs vaut pour toute couleur. Beaucoup de cartes suit la somme écrite&#xa0;: 15 cartes donnent −6. Les dons d&apos;une manche arrivent dans l&apos;ordre des places de leurs donneurs, puis les dames dans le leur. Une dame qui ne déplace rien ne dit pourquoi qu&apos;à son donneur et à son destinataire.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <source>Your stack lies above your hand, a column per suit, each with what you would score if that suit were the Wrong Suit. A card whose face you see but which lies face down carries a corner of the card&apos;s back. A struck-through suit beside a player means they may receive no more of it.</source>
        <translation>Votre pile est au-dessus de votre main, une colonne par couleur, chacune avec ce que vous marqueriez si cette couleur était la mauvaise couleur. Une carte dont vous voyez la face mais qui est face cachée porte un coin du dos de la carte. Une couleur barrée à côté d&apos;un joueur signifie qu&apos;il ne peut plus en recevoir.</translation>
    </message>
    <message>
        <source>Reveal the stacks</source>
        <translation>Révéler les piles</translation>
    </message>
    <message>
        <source>After the round you choose (the original suggests 6 or 8), every card then in a stack turns face up for the rest of the game; later gifts still land face down.</source>
        <translation>Après la manche que vous choisissez (l&apos;original suggère 6 ou 8), toutes les cartes alors dans une pile sont retournées face visible pour le reste de la partie&#xa0;; les dons suivants arrivent toujours face cachée.</translation>
    </message>
    <message>
        <source>Odd cards face up</source>
        <translation>Cartes impaires visibles</translation>
    </message>
    <message>
        <source>Received 3s, 5s, 7s and 9s land face up, as kings do, also when a queen moves them — but they shut no suit.</source>
        <translation>Les 3, 5, 7 et 9 reçus arrivent face visible, comme les rois, y compris quand une dame les déplace — mais ils ne ferment aucune couleur.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>choisir une de vos cartes</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Espace, Entrée</translation>
    </message>
    <message>
        <source>take the chosen card, or let it go</source>
        <translation>prendre la carte choisie, ou la relâcher</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>give it: 1 to your own stack, 2 to the player on your left, 3 across, 4 on your right (the number shows on each place)</source>
        <translation>la donner&#xa0;: 1 à votre propre pile, 2 au joueur à votre gauche, 3 en face, 4 à votre droite (le numéro s&apos;affiche à chaque place)</translation>
    </message>
    <message>
        <source>C D H S</source>
        <translation>C D H S</translation>
    </message>
    <message>
        <source>a queen&apos;s suit: clubs, diamonds, hearts, spades</source>
        <translation>la couleur d&apos;une dame&#xa0;: C trèfle, D carreau, H cœur, S pique</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>let go of the chosen card</source>
        <translation>relâcher la carte choisie</translation>
    </message>
</context>
<context>
    <name>WrongSuitScores</name>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>Wrong Suit cards (%1), jacks apart</source>
        <translation>Cartes de la mauvaise couleur (%1), valets à part</translation>
    </message>
    <message>
        <source>Jacks: −10 each in the Wrong Suit&apos;s colour, +10 in the other</source>
        <translation>Valets&#xa0;: −10 de la teinte de la mauvaise couleur, sinon +10</translation>
    </message>
    <message>
        <source>Four of a kind: minus the rank&apos;s value</source>
        <translation>Carrés&#xa0;: moins la valeur du rang</translation>
    </message>
    <message>
        <source>Big suits: −30 for 40 or more in one suit</source>
        <translation>Grandes couleurs&#xa0;: −30 pour 40 ou plus dans une couleur</translation>
    </message>
    <message>
        <source>Cards in the stack</source>
        <translation>Cartes dans la pile</translation>
    </message>
    <message>
        <source>Many cards: from 13 on, −1, −2, …</source>
        <translation>Beaucoup de cartes&#xa0;: dès 13, −1, −2, …</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Had %1 been the Wrong Suit</source>
        <translation>Si %1 avait été la mauvaise couleur</translation>
    </message>
    <message>
        <source>The ace turned over: %1 %2 are the Wrong Suit.</source>
        <translation>L&apos;as retourné&#xa0;: %1 %2 est la mauvaise couleur.</translation>
    </message>
    <message>
        <source>The ace turned over: %1 are the Wrong Suit.</source>
        <translation>L&apos;as retourné&#xa0;: %1 est la mauvaise couleur.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Lowest score wins. Four of a kind counts only as itself; a big suit counts every card of it but those.</source>
        <translation>Le score le plus bas gagne. Un carré ne compte que pour lui-même&#xa0;; une grande couleur compte toutes ses cartes sauf celles-là.</translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatMarks</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>no stack yet</source>
        <translation>pas encore de pile</translation>
    </message>
    <message>
        <source>You may receive no more %1.</source>
        <translation>Vous ne pouvez plus recevoir de %1.</translation>
    </message>
    <message>
        <source>%1 may receive no more %2.</source>
        <translation>%1 ne peut plus recevoir de %2.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>pas de</translation>
    </message>
    <message>
        <source>if %1 is the Wrong Suit: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>si %1 est la mauvaise&#xa0;: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>If %1 are the Wrong Suit, your stack scores %2.</source>
        <translation>Si %1 est la mauvaise couleur, votre pile vaut %2.</translation>
    </message>
    <message>
        <source>for your stack</source>
        <translation>pour votre pile</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>pour %1</translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatZones</name>
    <message numerus="yes">
        <source>Your stack, %n card(s)</source>
        <translation>
            <numerusform>Votre pile, %n carte</numerusform>
            <numerusform>Votre pile, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s stack, %n card(s)</source>
        <translation>
            <numerusform>Pile de %1, %n carte</numerusform>
            <numerusform>Pile de %1, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>you may receive no more %1</source>
        <translation>vous ne pouvez plus recevoir de %1</translation>
    </message>
    <message>
        <source>may receive no more %1</source>
        <translation>ne peut plus recevoir de %1</translation>
    </message>
    <message>
        <source>gives the chosen card here (key %1)</source>
        <translation>donne ici la carte choisie (touche %1)</translation>
    </message>
    <message>
        <source>shut: %1</source>
        <translation>fermé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>WrongSuitSuitChooser</name>
    <message>
        <source>Your %1 goes on your own stack. Name a suit: your lowest card of it moves from your hand to your stack.</source>
        <translation>Votre %1 va sur votre propre pile. Annoncez une couleur&#xa0;: votre plus basse carte de cette couleur passe de votre main à votre pile.</translation>
    </message>
    <message>
        <source>Your %1 goes to %2. Name a suit: %2 must give you the lowest card of it from their hand.</source>
        <translation>Votre %1 va à %2. Annoncez une couleur&#xa0;: %2 doit vous donner sa plus basse carte de cette couleur.</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>touche %1</translation>
    </message>
    <message>
        <source>your king stops it</source>
        <translation>votre roi l&apos;empêche</translation>
    </message>
    <message>
        <source>Choose again (Esc)</source>
        <translation>Choisir à nouveau (Échap)</translation>
    </message>
</context>
<context>
    <name>WrongSuitTable</name>
    <message>
        <source>Name a suit for your queen: click one, or press C, D, H or S.</source>
        <translation>Annoncez une couleur pour votre dame&#xa0;: cliquez-en une, ou appuyez sur C, D, H ou S.</translation>
    </message>
    <message>
        <source>Now whom to give %1 to: click a player or your own stack, or press 1 to %2.</source>
        <translation>À qui donner %1&#xa0;: cliquez un joueur ou votre propre pile, ou appuyez sur 1 à %2.</translation>
    </message>
    <message>
        <source>Round %1: give one card, face down — drag it onto a player or onto your own stack.</source>
        <translation>Manche %1&#xa0;: donnez une carte, face cachée — glissez-la sur un joueur ou sur votre propre pile.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choisissez d&apos;abord une carte de votre main.</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <source>your gift of this round, for your own stack, face down until everyone has given</source>
        <translation>votre don de cette manche, pour votre propre pile, face cachée jusqu&apos;à ce que tout le monde ait donné</translation>
    </message>
    <message>
        <source>your gift of this round, for %1, face down until everyone has given</source>
        <translation>votre don de cette manche, pour %1, face cachée jusqu&apos;à ce que tout le monde ait donné</translation>
    </message>
    <message>
        <source>your gift of this round</source>
        <translation>votre don de cette manche</translation>
    </message>
    <message>
        <source>%1&apos;s gift of this round, face down</source>
        <translation>le don de %1 pour cette manche, face cachée</translation>
    </message>
    <message>
        <source>face up in your stack</source>
        <translation>face visible dans votre pile</translation>
    </message>
    <message>
        <source>face up in %1&apos;s stack</source>
        <translation>face visible dans la pile de %1</translation>
    </message>
    <message>
        <source>face down in your stack</source>
        <translation>face cachée dans votre pile</translation>
    </message>
    <message>
        <source>face down in %1&apos;s stack</source>
        <translation>face cachée dans la pile de %1</translation>
    </message>
    <message>
        <source>face down in %1&apos;s stack: you gave it</source>
        <translation>face cachée dans la pile de %1&#xa0;: vous l&apos;avez donnée</translation>
    </message>
    <message>
        <source>an ace, face down</source>
        <translation>un as, face cachée</translation>
    </message>
    <message>
        <source>the turned ace: it names the Wrong Suit</source>
        <translation>l&apos;as retourné&#xa0;: il désigne la mauvaise couleur</translation>
    </message>
</context>
<context>
    <name>WrongSuitUi</name>
    <message>
        <source>Wrong Suit</source>
        <translation>Wrong Suit</translation>
    </message>
    <message>
        <source>Everyone gives away a card face down at the same time, round after round. Only at the end does a hidden ace say which suit counts against you.</source>
        <translation>Chacun donne une carte face cachée en même temps, manche après manche. Ce n&apos;est qu&apos;à la fin qu&apos;un as caché dit quelle couleur compte contre vous.</translation>
    </message>
    <message>
        <source>this seat has already given a card this round</source>
        <translation>cette place a déjà donné une carte cette manche</translation>
    </message>
    <message>
        <source>the receiver shows the king of that suit, so no card of it may reach them</source>
        <translation>le destinataire montre le roi de cette couleur, donc aucune carte de celle-ci ne peut lui parvenir</translation>
    </message>
    <message>
        <source>a queen must name a suit</source>
        <translation>une dame doit annoncer une couleur</translation>
    </message>
    <message>
        <source>only a queen names a suit</source>
        <translation>seule une dame annonce une couleur</translation>
    </message>
    <message>
        <source>there is no such seat at the table</source>
        <translation>cette place n&apos;existe pas à la table</translation>
    </message>
    <message>
        <source>that does not name a card</source>
        <translation>cela ne désigne pas une carte</translation>
    </message>
    <message>
        <source>a suit is written C, D, H or S</source>
        <translation>une couleur s&apos;écrit C, D, H ou S</translation>
    </message>
    <message>
        <source>this seat has no cards left and sits the round out</source>
        <translation>cette place n&apos;a plus de cartes et ne joue pas la manche</translation>
    </message>
    <message>
        <source>Reveal the stacks</source>
        <translation>Révéler les piles</translation>
    </message>
    <message>
        <source>Odd cards face up</source>
        <translation>Cartes impaires visibles</translation>
    </message>
    <message>
        <source>After this round every card then in a stack turns face up for the rest of the game; later gifts still land face down.</source>
        <translation>Après cette manche, toutes les cartes alors dans une pile sont retournées face visible pour le reste de la partie&#xa0;; les dons suivants arrivent toujours face cachée.</translation>
    </message>
    <message>
        <source>Received 3s, 5s, 7s and 9s land face up, as kings do, but shut no suit.</source>
        <translation>Les 3, 5, 7 et 9 reçus arrivent face visible, comme les rois, mais ne ferment aucune couleur.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Easy: gives its highest card to an opponent picked at random.</source>
        <translation>Facile : donne sa plus haute carte à un adversaire choisi au hasard.</translation>
    </message>
    <message>
        <source>Normal: weighs each gift by what it does to every stack under each possible Wrong Suit, and sends high cards to opponents.</source>
        <translation>Normal : pèse chaque cadeau selon ce qu&apos;il fait à chaque pile pour chaque mauvaise couleur possible, et envoie les hautes cartes aux adversaires.</translation>
    </message>
    <message>
        <source>Hard: plays its favourite gifts out to the end against guesses at the hidden cards, over all four possible Wrong Suits.</source>
        <translation>Difficile : joue ses cadeaux préférés jusqu&apos;au bout en devinant les cartes cachées, pour les quatre mauvaises couleurs possibles.</translation>
    </message>
</context>
<context>
    <name>net::RemoteHost</name>
    <message>
        <source>The table changed before your move arrived: nothing was done.</source>
        <translation>La table a changé avant l&apos;arrivée de votre coup&#xa0;: rien n&apos;a été fait.</translation>
    </message>
    <message>
        <source>Too many messages at once: the table ignored one.</source>
        <translation>Trop de messages à la fois&#xa0;: la table en a ignoré un.</translation>
    </message>
    <message>
        <source>The connection to the table is down: reconnecting…</source>
        <translation>La connexion à la table est coupée&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <source>The host stopped, and the table with it.</source>
        <translation>L’hôte s’est arrêté, et la table avec lui.</translation>
    </message>
    <message>
        <source>The table was closed after a long time with nobody there.</source>
        <translation>La table a été fermée après un long moment sans personne.</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 a fermé la table.</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>La table a été fermée.</translation>
    </message>
</context>
</TS>
