"""The site's own phrases in French (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    # The boot screen, before Python runs (scripts/first_words.py writes these for assets/shell.js).
    "boot.label": "Lancement du jeu",
    "boot.page": "Chargement de la page…",
    "boot.pyscript": "Chargement de PyScript…",
    "boot.runtime": "Chargement de l'environnement Python…",
    "boot.python": "Démarrage de Python…",
    "boot.running": "Python est lancé",
    "boot.files": "Chargement du jeu…",
    "boot.loaded": "Jeu chargé",
    "boot.table": "On met la table…",
    "boot.failed": "Les jeux n'ont pas pu démarrer",
    "boot.crashed": "Les jeux ont rencontré une erreur",
    "boot.details": "Détails techniques",
    "boot.reload": "Recharger la page",
    "boot.missing": "L'environnement Python n'a pas été chargé (./scripts/serve le met en place).",
    "menu.label": "Menu du jeu",
    "menu.games_home": "Tous les jeux",
    "chooser.title": "Choisis un jeu",
    "chooser.page_title": "Jeux Shanghai",
    "chooser.players.one": "{count} joueur",
    "chooser.players.other": "{count} joueurs",
    "chooser.players_range": "De {low} à {high} joueurs",
    "chooser.play": "Jouer",
    "chooser.resume": "Reprendre",
    "chooser.in_progress": "En cours : {name}",
    "chooser.saved.one": "{count} partie enregistrée",
    "chooser.saved.other": "{count} parties enregistrées",
    "menu.language": "Langue",
    "word.click": "clique sur",
    "word.tap": "touche",
    # What the saves layer says of links (game/saves/words.py).
    "saves.share.too_long": "Cette partie est trop longue pour un lien : exportez-la plutôt en fichier.",
    "saves.link.why.too_long": "Ce lien est trop long ({length} caractères ; un lien de partie en a au "
                               "plus {most}).",
    "saves.link.why.not_a_game": "Ce lien ne contient pas de partie.",
    "saves.link.why.other_version": "Ce lien vient d'une autre version de ce site (version de lien "
                                    "{version} ; celle-ci lit la version {ours}).",
    "saves.link.why.bad_characters": "Ce lien est abîmé : il contient des caractères qu'un lien de partie"
                                     " n'utilise jamais.",
    "saves.link.why.altered": "Ce lien est abîmé : il est tronqué ou modifié.",
    "saves.link.why.not_compressed": "Ce lien est abîmé : ses données ne sont pas compressées comme "
                                     "celles d'un lien de partie.",
    "saves.link.why.too_much_data": "Ce lien contient trop de données (plus de {kib} Kio une fois "
                                    "décompressé).",
    "saves.link.why.cut_short": "Ce lien est abîmé : il est tronqué.",
    "saves.link.why.extra_data": "Ce lien est abîmé : des données suivent la partie.",
    "saves.link.why.not_text": "Ce lien est abîmé : sa partie n'est pas du texte.",
    "saves.link.why.unreadable": "La partie de ce lien est illisible : coup {move} : {problem}",
}
