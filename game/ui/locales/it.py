"""The site's own phrases in Italian (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    # The boot screen, before Python runs (scripts/first_words.py writes these for assets/shell.js).
    "boot.label": "Avvio del gioco",
    "boot.page": "Caricamento della pagina…",
    "boot.pyscript": "Caricamento di PyScript…",
    "boot.runtime": "Caricamento dell'ambiente Python…",
    "boot.python": "Avvio di Python…",
    "boot.running": "Python è avviato",
    "boot.files": "Caricamento del gioco…",
    "boot.loaded": "Gioco caricato",
    "boot.table": "Si prepara il tavolo…",
    "boot.failed": "I giochi non sono riusciti ad avviarsi",
    "boot.crashed": "I giochi hanno incontrato un errore",
    "boot.details": "Dettagli tecnici",
    "boot.reload": "Ricarica la pagina",
    "boot.missing": "L'ambiente Python non è stato caricato (./scripts/serve lo prepara).",
    "menu.label": "Menu di gioco",
    "menu.games_home": "Tutti i giochi",
    "chooser.title": "Scegli un gioco",
    "chooser.page_title": "Giochi Shanghai",
    "chooser.players.one": "{count} giocatore",
    "chooser.players.other": "{count} giocatori",
    "chooser.players_range": "Da {low} a {high} giocatori",
    "chooser.play": "Gioca",
    "chooser.resume": "Riprendi",
    "chooser.in_progress": "In corso: {name}",
    "chooser.saved.one": "{count} partita salvata",
    "chooser.saved.other": "{count} partite salvate",
    "menu.language": "Lingua",
    "word.click": "clicca",
    "word.tap": "tocca",
    # What the saves layer says of links (game/saves/words.py).
    "saves.share.too_long": "Questa partita è troppo lunga per un link: esportala invece come file.",
    "saves.link.why.too_long": "Questo link è troppo lungo ({length} caratteri; un link di partita ne ha "
                               "al massimo {most}).",
    "saves.link.why.not_a_game": "Questo link non contiene una partita.",
    "saves.link.why.other_version": "Questo link viene da un'altra versione di questo sito (versione del "
                                    "link {version}; questa legge la versione {ours}).",
    "saves.link.why.bad_characters": "Questo link è danneggiato: contiene caratteri che un link di "
                                     "partita non usa mai.",
    "saves.link.why.altered": "Questo link è danneggiato: è troncato o alterato.",
    "saves.link.why.not_compressed": "Questo link è danneggiato: i suoi dati non sono compressi come "
                                     "quelli di un link di partita.",
    "saves.link.why.too_much_data": "Questo link contiene troppi dati (più di {kib} KiB una volta "
                                    "decompresso).",
    "saves.link.why.cut_short": "Questo link è danneggiato: è troncato.",
    "saves.link.why.extra_data": "Questo link è danneggiato: dopo la partita ci sono altri dati.",
    "saves.link.why.not_text": "Questo link è danneggiato: la sua partita non è testo.",
    "saves.link.why.unreadable": "La partita in questo link non si può leggere: mossa {move}: {problem}",
}
