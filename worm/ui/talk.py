"""The words of the Parley screen (pp. 99–103, 180): who the guild is talking with, how they feel,
what the guild has learned of them, and the approaches open right now. Each builder returns a
rich ``Text`` (or plain choices) made from the Game; no Textual here, so they can be tested bare.

Meaning never rides on colour alone: every Disposition has a glyph and its own name beside its
colour, its severity is a pip meter and a word, and a trait not yet learned is a "?".
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from worm import grammar
from worm.content.personality import Dispositions, Intensity
from worm.engine import (
    darkness,
    lore_questions,
    meet,
    optional_notes,
    parley,
    petty_magic,
    telepathy,
)
from worm.engine.session import Game
from worm.errors import WormError
from worm.gm import allies, illusions, people
from worm.gm.parley import VERBAL
from worm.model.adventurer import Adventurer
from worm.model.meeting import Meeting
from worm.rules import disposition as rules
from worm.rules import lore_bids as lore_rules

LOOK: dict[str, tuple[str, str]] = {
    "joy": ("☼", "#f2c14e"),
    "trust": ("✓", "#6cc070"),
    "fear": ("!", "#b48ee0"),
    "anger": ("✶", "#e05a47"),
    "distaste": ("✗", "#b5a642"),
    "sadness": ("▼", "#6b8fd6"),
    "surprise": ("✧", "#4fc3c7"),
}
"""Each Disposition's glyph and colour; the glyph and the state's name always go together."""

PIPS = {"mild": 1, "basic": 2, "intense": 3}
VALENCE = {
    "positive": "will bargain",
    "negative": "wants the talk over",
    "neutral": "neither bargains nor wants it over",
}
KINDS = (("like", "Likes"), ("dislike", "Dislikes"), ("want", "Wants"), ("need", "Needs"))
ASKS: tuple[tuple[str, str], ...] = (
    ("passage", "passage: let the guild go its way"),
    ("information", "information: news of this level"),
    ("hint", "a quest hint: the way deeper"),
    ("treasure", "treasure: the hoard they keep"),
    ("aid", "aid: go with the guild until the next Camp"),
)
"""What the guild can ask for (p. 100), in the order a player most often wants them."""


def asks(game: Game, asked: str | None = None) -> list[tuple[str, str]]:
    """What the guild can ask of the one met, the guild's last request first: a mood that
    wants "a fair exchange" for it (p. 100) is most often answered by trading for that very
    thing. Aid is left out when they cannot go with the guild (``worm.gm.allies.refuses``)."""
    meeting = game.meeting
    stays = meeting is not None and allies.refuses(game.pack, meeting) is not None
    return sorted(
        (o for o in ASKS if not (stays and o[0] == "aid")), key=lambda option: option[0] != asked
    )


def glyph(emotion: str) -> str:
    return LOOK.get(emotion, ("·", ""))[0]


def colour(emotion: str) -> str:
    return LOOK.get(emotion, ("·", ""))[1]


def meter(intensity: str) -> str:
    """Severity as three pips: ●○○ mild, ●●○ basic, ●●● intense."""
    full = PIPS.get(intensity, 0)
    return "●" * full + "○" * (3 - full)


def mood(wheel: Dispositions, emotion: str, intensity: Intensity) -> Text:
    """One Disposition in a line: glyph and name in its colour, the pips and the severity."""
    out = Text()
    out.append(
        f"{glyph(emotion)} {wheel.stance(emotion).named(intensity)}",
        style=f"bold {colour(emotion)}",
    )
    out.append(f"  {meter(intensity)} {intensity} {emotion}")
    return out


def disposition(game: Game, meeting: Meeting) -> Text:
    """How the one met feels (pp. 99–102): the state, whether it will deal, how it behaves,
    and where a good or a bad step would take it."""
    wheel = game.pack.dispositions
    emotion, intensity = meeting.emotion, meeting.intensity
    stance = wheel.stance(emotion)
    out = Text()
    out.append("Disposition (p. 99)\n", style="bold underline")
    out.append_text(mood(wheel, emotion, intensity))
    out.append("\n")
    out.append(f"{VALENCE[wheel.valence(emotion)]}", style="bold")
    if rules.fights_now(wheel, emotion, intensity):
        out.append(" · fights at once", style="bold")
    out.append("\n")
    out.append(f"{stance.said(meeting.talks)}\n", style="dim")
    for good, word in ((True, "a good step"), (False, "a bad step ")):
        goes = rules.shift(wheel, emotion, intensity, good)
        out.append(f"{word} → ")
        out.append(f"{glyph(goes[0])} {rules.name(wheel, *goes)}", style=colour(goes[0]))
        out.append("\n")
    return out


def sharers(game: Game, meeting: Meeting) -> list[Adventurer]:
    """Adventurers able to act who can talk with the one met (p. 29; a telepath, p. 256)."""
    return [
        a
        for a in game.guild.in_marching_order()
        if a.active and telepathy.talks_with(game, meeting, a)
    ]


def tongues(game: Game, meeting: Meeting) -> str:
    return " or ".join(game.pack.languages[t].name for t in meeting.tongues) or "no tongue"


def who(game: Game, meeting: Meeting) -> Text:
    """Who they are: name, how many, the tongues and who in the guild speaks them, allies."""
    out = Text()
    out.append(f"{grammar.capital(meeting.name)}\n", style="bold")
    if people.is_person(meeting.creature):
        kind = "one a hook of this room names (p. 99)"
    elif meeting.character:
        kind = "a named character"
    elif meeting.single:
        kind = "one being, alone"
    elif meeting.others:
        kinds, all_told = (
            1 + len(meeting.others),
            meeting.count + sum(k.count for k in meeting.others),
        )
        kind = f"a band of {kinds} kinds, {all_told} in all"
    elif meeting.count > 1:
        kind = f"a band of {meeting.count}"
    else:
        kind = "a band"
    out.append(f"{kind}\n", style="dim")
    held = meet.belongs(game, meeting.faction)
    if held is not None:
        out.append(f"{parley.allegiance(held)} (p. 337)\n", style="italic")
    if not meeting.talks:
        out.append("They do not talk: gifts, deeds and threats reach them, words do not (p. 100)\n")
    else:
        speakers = [a.name for a in sharers(game, meeting)]
        out.append(f"Tongue: {tongues(game, meeting)} — ")
        if speakers:
            out.append(f"{', '.join(speakers)} can talk with them\n")
        else:
            out.append(
                "no one in the guild speaks it: gifts, appeals and threats only (p. 29)\n",
                style="bold",
            )
    if (carried := optional_notes.parley_line(game, meeting)) is not None:
        out.append(f"{carried}\n", style="italic")  # pp. 248, 251, 277, 286
    if game.allies:
        out.append(f"With the guild: {', '.join(game.allies)}\n")
    return out


def numbered(meeting: Meeting, kind: str) -> list[int]:
    """The indexes of ``meeting``'s traits of one kind, in the order the numbers count them."""
    return [i for i, t in enumerate(meeting.traits) if t.kind == kind]


def known_of(game: Game, meeting: Meeting, kind: str) -> list[tuple[int, str, bool]]:
    """The traits of one kind the guild knows: (number, text, spent)."""
    learned = set(meet.known(game, meeting))
    return [
        (n, meeting.traits[i].text.rstrip("."), i in meeting.spent)
        for n, i in enumerate(numbered(meeting, kind), 1)
        if i in learned
    ]


def knowledge(game: Game, meeting: Meeting) -> Text:
    """What the guild knows of them (p. 180): each like, dislike, want and need by its number,
    a "?" for one not yet learned, and a mark on those that have paid out; then the flags."""
    learned = set(meet.known(game, meeting))
    out = Text()
    out.append("What the guild knows (p. 180)\n", style="bold underline")
    for kind, title in KINDS:
        indexes = numbered(meeting, kind)
        out.append(f"{title}", style="bold")
        if not indexes:
            out.append(": none\n", style="dim")
            continue
        out.append("\n")
        unknown: list[str] = []
        for n, i in enumerate(indexes, 1):
            if i not in learned:
                unknown.append(f"{n}. ?")
                continue
            out.append(f"  {n}. {meeting.traits[i].text.rstrip('.')}")
            if i in meeting.spent:
                out.append("  ✓ done", style="dim")
            out.append("\n")
        if unknown:
            out.append("  " + "  ".join(unknown) + "\n", style="dim")
    out.append_text(flags(game, meeting))
    return out


def flags(game: Game, meeting: Meeting) -> Text:
    """Where the talk stands: told to leave, done bargaining (pp. 100, 180)."""
    out = Text()
    if meeting.pressed and game.pack.dispositions.valence(meeting.emotion) == "negative":
        out.append(
            "\n!! They told the guild to be gone: pressing on means a fight (p. 100)",
            style="bold #e05a47",
        )
    if not meeting.bargains:
        out.append("\n✗ They will not bargain with the guild again (p. 180)", style="bold")
    return out


# --- the approaches --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choice:
    """One line of the approaches menu: the binding id it shares, what it does, and why not."""

    id: str  # the binding id in worm.ui.keymap, and the approach or command
    label: str
    hint: str
    why_not: str = ""  # empty: open now

    @property
    def open(self) -> bool:
        return not self.why_not


MENU: tuple[tuple[str, str, str], ...] = (
    ("offer", "offer", "a gift or a service"),
    ("flatter", "flatter", "sweet words"),
    ("deceive", "deceive", "a lie"),
    ("ask", "ask", "learn one of their traits"),
    ("appeal", "appeal", "do or show a like you know"),
    ("threaten", "threaten", "cow them, or strike at a need"),
    ("trade", "trade", "give something for what you ask"),
    ("request", "request", "ask outright; the mood decides"),
    ("lore", "bid lore", "likes and dislikes (p. 32)"),
    ("parley_fight", "fight", "fall on them: the talk ends"),
    ("parley_withdraw", "withdraw", "back away the way you came"),
)


def speaker_pool(game: Game, meeting: Meeting) -> list[Adventurer]:
    """Whom the speaker selector cycles through: those who share a tongue, or, when words
    cannot reach them, everyone able to act (gifts and threats need no tongue)."""
    pool = sharers(game, meeting) if meeting.talks else []
    return pool or [a for a in game.guild.in_marching_order() if a.active]


def chosen(game: Game, speaker: str | None) -> Adventurer | None:
    """The adventurer picked to speak, if they can still act."""
    if speaker is None:
        return None
    try:
        a = game.guild.adventurer(speaker)
    except WormError:
        return None
    return a if a.active else None


def engine_pick(game: Game, meeting: Meeting) -> str:
    """Whom the GM would send to talk when the player does not choose (p. 180)."""
    try:
        verbal = meeting.talks and bool(sharers(game, meeting))
        return parley.speaker_for(game, meeting, None, verbal=verbal).name
    except WormError:
        return "no one"


def speaker_line(game: Game, meeting: Meeting, speaker: str | None, key: str = "s") -> Text:
    """Who speaks for the guild: the one chosen, or whom the GM would send."""
    a = chosen(game, speaker)
    out = Text()
    out.append("Speaker ", style="bold")
    out.append(f"[{key}]", style="dim")
    out.append(": ", style="bold")
    if a is None:
        out.append(f"the GM's pick ({engine_pick(game, meeting)})")
    else:
        out.append(a.name, style="bold")
        if meeting.talks and not telepathy.talks_with(game, meeting, a):
            out.append(f" — no {tongues(game, meeting)}: no words", style="dim")
        out.append(f" · Wands {a.attributes.wands}", style="dim")
    return out


def menu(game: Game, meeting: Meeting, speaker: str | None = None) -> list[Choice]:
    """Every approach, each open now or with the reason it is not (p. 100)."""
    a = chosen(game, speaker)
    if not meeting.talks:
        wordless = "they do not talk"
    elif a is not None and not telepathy.talks_with(game, meeting, a):
        wordless = f"{a.name} does not speak {tongues(game, meeting)}"
    elif not sharers(game, meeting):
        wordless = f"no one speaks {tongues(game, meeting)}"
    else:
        wordless = ""
    bidders = [
        x
        for x in ([a] if a is not None else game.guild.in_marching_order())
        if x.active and lore_rules.means(x)
    ]
    likes = known_of(game, meeting, "like")
    out = []
    for id_, label, hint in MENU:
        why = ""
        if id_ in VERBAL and wordless:
            why = wordless
        elif id_ in ("trade", "request") and not meeting.bargains:
            why = "they will not bargain again"
        elif id_ in ("offer", "trade") and not gifts(game):
            why = "the guild has nothing to give"
        elif id_ == "appeal" and not likes:
            why = "no like known yet"
        elif id_ == "lore" and not bidders:
            why = "no lore bids left"
        elif id_ == "lore" and not any(parley.lore_grounds(game, meeting, x) for x in bidders):
            why = "no motif of theirs reaches them (p. 32)"
        if id_ == "lore" and bidders:
            left = sum(x.lore_bids for x in bidders)
            hint = f"{hint}, {left} left" if left else f"{hint}, 1 Resolve (Loremaster)"
        out.append(Choice(id_, label, hint, why))
    return out


def con_artist(game: Game, meeting: Meeting, speaker: Adventurer | None) -> bool:
    """Whether the bid would be a Con Artist's (p. 74), who picks a like or a dislike: the
    speaker's, or, none chosen, the bid of one whose only grounds are the talent."""
    pool = [speaker] if speaker is not None else game.guild.in_marching_order()
    return any(
        (why := parley.lore_grounds(game, meeting, x)) is not None
        and why[1] == lore_questions.CON_ARTIST
        for x in pool
        if x.active
    )


def loremaster(game: Game, meeting: Meeting, speaker: Adventurer | None) -> bool:
    """Whether the bidder may choose how to pay (p. 79): a Loremaster with grounds to bid who
    has both a lore bid and a Resolve left (the speaker's, or, none chosen, anyone's)."""
    pool = [speaker] if speaker is not None else game.guild.in_marching_order()
    return any(
        x.active
        and lore_rules.means(x, "bid") is not None
        and lore_rules.means(x, "resolve") is not None
        and parley.lore_grounds(game, meeting, x) is not None
        for x in pool
    )


def menu_line(choice: Choice, key: str, *, compact: bool = False) -> Text:
    """One approach in the menu: its key, its name and (room allowing) a few words on it."""
    out = Text()
    out.append(f"{key:>2} ", style="bold reverse" if choice.open else "dim")
    out.append(f" {choice.label}", style="bold")
    if not compact:
        out.append(f" — {choice.hint}", style="dim")
    return out


def closed(choices: list[Choice]) -> Text:
    """The approaches shut now, grouped by their reason."""
    reasons: dict[str, list[str]] = {}
    for c in choices:
        if not c.open:
            reasons.setdefault(c.why_not, []).append(c.label)
    out = Text()
    for why, labels in reasons.items():
        out.append(f"Not now: {', '.join(labels)} ({why})\n", style="dim")
    return out


def in_the_dark(game: Game, key: str) -> str:
    """How to light a light from the parley, while someone able to act stands in the dark
    (Blind, p. 94) and someone carries a light to kindle; "" otherwise (issue 19)."""
    if not any(game.light_of(a.id) == "dark" for a in game.guild.adventurers if a.active):
        return ""
    found = darkness.lighter(game)
    if found is None:
        return ""
    who, what = found
    return (
        f"In the dark, Blind (p. 94): press {key} to light "
        f"{grammar.possessive(who.name)} {what}. The talk waits for it."
    )


# --- what can be given or asked for ----------------------------------------------------------


def _carried_kinds(game: Game) -> set[str]:
    ids = {c.item for a in game.guild.adventurers for c in a.inventory.things()}
    return ids | {tag for i in ids for tag in game.pack.items[i].tags}


def gifts(game: Game, *, illusory: bool = True) -> list[tuple[str, str]]:
    """What the guild could give (p. 100): each item carried, gold, each piece of treasure, and
    each service it can perform; and, with ``illusory`` (an offer, not a trade) and someone
    who can use Dwimmercraft, the illusion of a few coins or a jewel (p. 82). Ids:
    ``item:ID``, ``gold``, ``treasure:ID``, ``service:ID``, ``illusion:WHAT``."""
    out: list[tuple[str, str]] = []
    holders: dict[str, list[str]] = {}
    counts: dict[str, int] = {}
    for a in game.guild.in_marching_order():
        if a.conditions.dead:
            continue
        for c in a.inventory.things():
            holders.setdefault(c.item, [])
            if a.name not in holders[c.item]:
                holders[c.item].append(a.name)
            counts[c.item] = counts.get(c.item, 0) + c.count
    everyone = sum(1 for a in game.guild.adventurers if not a.conditions.dead)
    for item_id, names in holders.items():
        item = game.pack.items[item_id]
        many = f" ×{counts[item_id]}" if counts[item_id] > 1 else ""
        held = "everyone" if len(names) == everyone > 1 else ", ".join(names)
        said = grammar.item(item.name)  # as the inventory writes it: "Torch", "Heavy shield"
        out.append((f"item:{item_id}", f"{said[:1].upper()}{said[1:]}{many} ({held})"))
    purse = sum(a.gold for a in game.guild.adventurers)
    if purse:
        out.append(("gold", f"gold (the guild has {purse})"))
    for piece in dict.fromkeys(game.loot):
        out.append((f"treasure:{piece}", f"treasure: {game.pack.treasure[piece].name}"))
    kinds = _carried_kinds(game)
    for taste in game.pack.tastes.values():
        if taste.service and (not taste.items or kinds & set(taste.items)):
            out.append((f"service:{taste.id}", f"service: {taste.service}"))
        elif taste.service and petty_magic.serves(game, taste.id):  # Dwimmercraft (p. 82)
            out.append((f"service:{taste.id}", f"service: {taste.service} (petty magic)"))
    if illusory and petty_magic.performer(game) is not None:  # Dwimmercraft (p. 82)
        out += [
            (
                f"illusion:{shown}",
                f"the illusion of {illusions.label(game.pack, shown)} (a lie shown)",
            )
            for shown in illusions.SHOWN
        ]
    return out


def appeals(game: Game, meeting: Meeting) -> list[tuple[str, str]]:
    """The known likes to appeal to, by their number (p. 180)."""
    return [
        (str(n), f"like {n}: {text}" + (" (paid out: a test now)" if spent else ""))
        for n, text, spent in known_of(game, meeting, "like")
    ]


def threats(game: Game, meeting: Meeting) -> list[tuple[str, str]]:
    """A plain threat, or one aimed at each known need (p. 180)."""
    out = [("", "a plain threat: a test of Wands to cow them")]
    out += [
        (str(n), f"need {n}: {text} — favor, but they will hate the guild")
        for n, text, _ in known_of(game, meeting, "need")
    ]
    return out
