"""What a lore bid may be about (p. 32) and the talents that widen or change it.

A bid asks of something one of the bidder's motifs reaches (``worm.gm.lore_subjects``, the GM's
policy); otherwise the GM says the bidder would not know, and nothing is checked off (p. 32).
Besides the motifs:

- Bookworm (p. 78): a book read in camp counts as a motif for bids on its subject.
- Read the Past (p. 56): what the bidder has seen before (a creature met, a room entered).
- Uncanny Knowledge (p. 57): a gnome may bid when nobody in the guild has a motif for it.
- Con Artist (p. 74): one who has talked with a person bids for one of its likes or dislikes.
- Keen Senses (p. 56): creatures met who talk among themselves: their lips read from afar.

In the Crawl a bid asks of a room on the map (``room``) or of the past (``past``): the
level's, or a room's (the traps laid there, policy ``worm.gm.ancestors``), or a pathway's out
of the guild's room (who passed it: the factions holding its rooms); with a talent it
may ask instead:

- Keen Senses (p. 56): a bid to hear or scent who is in a room next to the guild's.
- Foretell (p. 56): a bid for yes or no: "if we go into that room, will we have to fight?"
  (the GM foresees it when someone stocked there falls on the guild at sight: ``fight_there``)
- Spout Doom (p. 57): 1 Resolve for the whole prophecy of what going there brings.
- Akashic Consciousness (p. 57): 1 Resolve for the past of the level or a room, whatever the
  motifs.

A bid that would tell nothing new costs nothing (p. 32).
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import hunter_motif, lore_bids, read_the_past, training, traps
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import ancestors
from worm.gm import lore_subjects as policy
from worm.model.adventurer import Adventurer
from worm.rules import crossed_off, resolve
from worm.rules import lore_bids as lore_bids_rules
from worm.rules.lore_bids import Means

BOOKWORM, READ_THE_PAST, UNCANNY, CON_ARTIST = (
    "bookworm",
    "read_the_past",
    "uncanny_knowledge",
    "con_artist",
)
KEEN_SENSES, FORETELL, SPOUT_DOOM, AKASHIC = (
    "keen_senses",
    "foretell",
    "spout_doom",
    "akashic_consciousness",
)
PAGES = {
    BOOKWORM: 78,
    READ_THE_PAST: 56,
    UNCANNY: 57,
    CON_ARTIST: 74,
    KEEN_SENSES: 56,
    FORETELL: 56,
    SPOUT_DOOM: 57,
    AKASHIC: 57,
}
WAY = "way"
"""A bid on the past of a pathway from the guild's room (``AskLore.words``): who passed it."""
TOPICS: dict[policy.Kind, str] = {"creature": "creatures"}
"""The topic of a book (``items.toml``) that reaches each kind of subject (Bookworm, p. 78)."""


def _booked(game: Table, a: Adventurer, kind: policy.Kind) -> bool:
    topic = TOPICS.get(kind)
    return topic is not None and any(
        book in game.pack.items and game.pack.items[book].topic == topic for book in a.books_read
    )


def _motif(game: Table, a: Adventurer, kind: policy.Kind, words: str) -> str | None:
    """The motif (or, for Bookworm, the book) that reaches the subject, as the GM says it."""
    found = policy.motif_for(crossed_off.open_motifs(a), kind, words)
    if found is None and kind == "creature":
        found = hunter_motif.knows(game, a, words)  # "[Foe] Hunter" (p. 70)
    if found is not None:
        return f"the motif {found!r}"
    if training.usable(a, BOOKWORM) and _booked(game, a, kind):
        return "a book read (Bookworm)"
    return None


def grounds(
    game: Table,
    a: Adventurer,
    kind: policy.Kind,
    words: str = "",
    *,
    seen: bool = False,
    person: bool = False,
    lips: bool = False,
) -> tuple[str, str | None] | None:
    """Why ``a`` may bid on the subject: what the GM names (a motif, a book, a talent) and the
    talent used for it (None for a motif), or None when the GM would answer "you would not
    know this" (p. 32). ``lips``: creatures before the guild who talk among themselves, whose
    lips Keen Senses reads from across the room (p. 56)."""
    found = _motif(game, a, kind, words)
    if found is not None:
        return found, BOOKWORM if "Bookworm" in found else None
    if seen and training.usable(a, READ_THE_PAST):
        return "what they saw before (Read the Past)", READ_THE_PAST
    if person and training.usable(a, CON_ARTIST):
        return "what they read in the person (Con Artist)", CON_ARTIST
    if lips and training.usable(a, KEEN_SENSES):
        return "what their lips say, read from across the room (Keen Senses)", KEEN_SENSES
    if training.usable(a, UNCANNY) and not any(
        _motif(game, b, kind, words) for b in game.guild.adventurers if b.active
    ):
        return "Uncanny Knowledge: whatever nobody else knows, they do", UNCANNY
    return None


def ground(game: Table, who: str, why: tuple[str, str | None], subject: str) -> None:
    """Rule the bid's grounds (p. 32 or the talent's page), paying a talent in training."""
    a = game.guild.adventurer(who)
    said, talent = why
    if talent is not None:
        training.use(game, who, talent)
    page = f"p. {PAGES[talent]}" if talent is not None else "p. 32"
    game.ruling(page, f"{a.name} may bid lore on {subject}: {said}")


def refuse(game: Table, a: Adventurer, subject: str) -> None:
    """The GM's "no, you would not know this with those motifs" (p. 32): nothing checked off."""
    game.ruling(
        "p. 32",
        f"{a.name} would not know of {subject} with those motifs: no lore bid is checked off",
    )


# --- the Crawl's questions ----------------------------------------------------------------------


def ask(game: Table, command: cmd.AskLore) -> None:
    """``command.who`` bids lore in the Crawl (p. 32) on ``command.about``; a recall (Read the
    Past, p. 56) anywhere."""
    if command.about == "recall":
        read_the_past.recall(game, command.who, command.words)
        return
    game.require_crawl()
    a = game.guild.adventurer(command.who)
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: at Death's Door or dead (p. 31)")
    by = command.paid_with
    if by is not None and command.about != "doom" and lore_bids_rules.means(a, by) is None:
        raise IllegalCommand(lore_bids_rules.refusal(a, by))  # before anything is told
    if command.about == "past" and command.words == WAY:
        _way_past(game, a, command.room or "", by)
        return
    if command.about == "past":
        room = -1 if command.room is None else game.plan.room(command.room, game.state)
        _past(game, a, room, by)
        return
    if command.room is None:
        raise IllegalCommand(f"bid on {command.about} of which room? name it by its key")
    room = game.plan.room(command.room, game.state)
    {"room": _room, "sense": _sense, "foretell": _foretell, "doom": _doom}[command.about](
        game, a, room, by
    )


def _key(game: Table, room: int, what: str) -> tuple[str, str, str]:
    return (f"level {game.depth}", what, game.plan.key(room) if room >= 0 else "")


def _told(game: Table, key: tuple[str, str, str]) -> bool:
    return key in game.lore


def _tell(game: Table, key: tuple[str, str, str], who: str, text: str) -> None:
    game.lore = game.lore | {key}
    game.log.emit(ev.Narration, text=f"{who}: {text}.")
    read_the_past.hear(game, f"{who}: {text}.")


def _pay(game: Table, a: Adventurer, by: Means | None = None) -> None:
    lore_bids.pay(game, a.id, by)


def _nothing_new(game: Table, a: Adventurer, what: str) -> None:
    game.ruling("p. 32", f"{a.name} would learn nothing new of {what}: no lore bid is checked off")


def _past(game: Table, a: Adventurer, room: int = -1, by: Means | None = None) -> None:
    """The past of the level (p. 331): what the Underworld was here, and its trace in this
    room; or, asked of a room on the map, the traps laid there and the level's trace in it
    (what an ancestor could know, policy ``worm.gm.ancestors``): a trap told is spotted. A
    motif that reaches the past, or Akashic Consciousness for 1 Resolve (p. 57)."""
    key = _key(game, room, "past")
    subject = "this level's past" if room < 0 else f"the past of {game.plan.key(room)}"
    lore = game.level.lore
    here = room if room >= 0 else game.room
    traces = game.level.stock[here].lore if here >= 0 else []
    remembered = traps.live(game, room) if room >= 0 else []
    if _told(game, key):
        _nothing_new(game, a, subject)
        return
    if room < 0:
        answer = f"this place was {lore['motif']}: {lore['truth']}" + (
            f"; here, a trace of {', '.join(traces)}" if traces else ""
        )
    else:
        answer = f"{game.plan.key(room)}: " + ancestors.room_past(
            [t.name for t in remembered], traces
        )
    if not _paid_for_past(game, a, subject, " ".join([lore["motif"], *traces]), by):
        return
    _tell(game, key, a.name, answer)
    for trap in remembered:
        traps.spot(game, room, trap, how="remembered from the past")


def _way_past(game: Table, a: Adventurer, to: str, by: Means | None = None) -> None:
    """Who passed the pathway from the guild's room to the neighbouring room ``to`` (what an
    ancestor could know, policy ``worm.gm.ancestors.passed_by``): the factions holding the
    rooms it joins, or the unaligned creatures that roam where none does. A motif that reaches
    the past, or Akashic Consciousness for 1 Resolve (p. 57)."""
    if not to:
        raise IllegalCommand("the past of the way to which room? name it by its key")
    edge = game.plan.between(game.room, to, game.state)
    e = game.plan.level.map.edges[edge]
    subject = f"the way from {game.plan.key(e.a)} to {game.plan.key(e.b)}"
    key = (f"level {game.depth}", "past:way", str(edge))
    if _told(game, key):
        _nothing_new(game, a, subject)
        return
    held = game.level.factions
    monsters = game.pack.monsters
    passers: list[str] = []
    roamers: list[str] = []
    if held is not None:
        for index in ancestors.passed_by((held.holder[e.a], held.holder[e.b])):
            faction = held.factions[index]
            kinds = sorted({monsters[m].name for m in faction.members if m in monsters})
            passers.append(f"{faction.name} ({', '.join(kinds)})" if kinds else faction.name)
        if not passers:
            roamers = sorted({monsters[m].name for m in held.unaligned if m in monsters})
    if not _paid_for_past(game, a, subject, " ".join([*passers, *roamers]), by):
        return
    _tell(game, key, a.name, f"{subject}: {ancestors.way_past(passers, roamers)}")


def _paid_for_past(game: Table, a: Adventurer, subject: str, words: str, by: Means | None) -> bool:
    """Ground a bid on the past on a motif, or pay 1 Resolve for Akashic Consciousness
    (p. 57); False, ruled so, when neither will do."""
    why = grounds(game, a, "past", words)
    if why is not None:
        ground(game, a.id, why, subject)
        _pay(game, a, by)
        return True
    if not training.usable(a, AKASHIC) or a.resolve < 1:
        refuse(game, a, subject)
        return False
    training.use(game, a.id, AKASHIC)
    game.set_adventurer(resolve.spend(game.guild.adventurer(a.id)))
    game.ruling("p. 57", f"{a.name} spends 1 Resolve: an ancestor remembers (Akashic)")
    return True


def _room(game: Table, a: Adventurer, room: int, by: Means | None = None) -> None:
    """What a room on the map holds (p. 32): who dwells there, its treasure and traps."""
    where = game.plan.key(room)
    key = _key(game, room, "room")
    if room in game.state.visited or _told(game, key):
        _nothing_new(game, a, where)
        return
    dwellers = " ".join(
        game.pack.monsters[d].name
        for d in game.level.stock[room].denizens
        if d in game.pack.monsters
    )
    why = grounds(game, a, "room", dwellers)
    if why is None:
        refuse(game, a, where)
        return
    ground(game, a.id, why, where)
    _pay(game, a, by)
    _tell(game, key, a.name, f"{where}: {report(game, room, whole=True)}")


def _next_door(game: Table, room: int) -> bool:
    return (
        any(other == room for other, _ in game.plan.links[game.room]) if game.room >= 0 else False
    )


def _new(game: Table, a: Adventurer, room: int, key: tuple[str, str, str]) -> bool:
    """Whether a bid on ``room`` would tell something new (p. 32): not entered, not asked this
    way, and not told whole by a bid on the room; if not, ruled so."""
    if room in game.state.visited or _told(game, key) or _told(game, _key(game, room, "room")):
        _nothing_new(game, a, game.plan.key(room))
        return False
    return True


def _sense(game: Table, a: Adventurer, room: int, by: Means | None = None) -> None:
    """Keen Senses (p. 56): a bid to sharpen hearing and smell on a room next to the guild's,
    and learn who is there. Nothing new heard, no bid checked off (p. 56)."""
    training.user(game, a.id, KEEN_SENSES, 56)
    where = game.plan.key(room)
    if not _next_door(game, room):
        raise IllegalCommand(f"{where} is not next to the guild's room: the senses reach one wall")
    said = f"{a.name} sharpens their senses on {where} for a moment (Keen Senses)"
    told = f"{where}: {report(game, room, whole=False)}"
    _bid_by_talent(game, a, room, KEEN_SENSES, said, told, by)


def fight_there(game: Table, room: int) -> bool:
    """Whether going into ``room`` would bring a fight, as the GM foresees it (policy, p. 56):
    the level stocked someone there who falls on the guild at sight (as ``meet`` has them do);
    a wandering band is not foreseen, nor a parley that goes wrong."""
    monsters = game.pack.monsters
    return any(monsters[d].aggressive for d in game.level.stock[room].denizens if d in monsters)


def _foretell(game: Table, a: Adventurer, room: int, by: Means | None = None) -> None:
    """Foretell (p. 56): "if we go into that room, will we have to fight?" — yes or no."""
    training.user(game, a.id, FORETELL, 56)
    where = game.plan.key(room)
    said = f"{a.name} asks: if we go into {where}, will we have to fight?"
    hunch = "a hunch says yes" if fight_there(game, room) else "a hunch says no"
    _bid_by_talent(game, a, room, FORETELL, said, hunch, by)


def _bid_by_talent(
    game: Table,
    a: Adventurer,
    room: int,
    talent: str,
    said: str,
    answer: str,
    by: Means | None = None,
) -> None:
    """A bid ``talent`` makes on ``room`` (p. 56): ruled, paid and told, or free when it
    would tell nothing new."""
    key = _key(game, room, talent)
    if not _new(game, a, room, key):
        return
    training.use(game, a.id, talent)
    _pay(game, a, by)
    game.ruling(f"p. {PAGES[talent]}", said)
    _tell(game, key, a.name, answer)


def _doom(game: Table, a: Adventurer, room: int, by: Means | None = None) -> None:
    """Spout Doom (p. 57): 1 Resolve for a prophecy of what going into ``room`` brings (no
    lore bid, so ``by`` has nothing to name)."""
    training.user(game, a.id, SPOUT_DOOM, 57)
    where = game.plan.key(room)
    if a.resolve < 1:
        raise IllegalCommand(f"Spout Doom costs 1 Resolve; {a.name} has none (p. 57)")
    key = _key(game, room, "room")
    if room in game.state.visited or _told(game, key):
        _nothing_new(game, a, where)
        return
    training.use(game, a.id, SPOUT_DOOM)
    game.set_adventurer(resolve.spend(game.guild.adventurer(a.id)))
    game.ruling("p. 57", f"{a.name} spends 1 Resolve: doom pours out about {where}")
    _tell(game, key, a.name, f"{where}: {report(game, room, whole=True)}")


def report(game: Table, room: int, *, whole: bool) -> str:
    """What is told of one room: who dwells there; with ``whole``, its treasure and traps."""
    stock = game.level.stock[room]
    who = sorted({game.pack.monsters[d].name for d in stock.denizens if d in game.pack.monsters})
    told = [f"{', '.join(who)} dwell there" if who else "nothing lives there"]
    if whole:
        told.append(f"{len(stock.treasure)} thing(s) of worth" if stock.treasure else "no treasure")
        told.append("it is trapped" if stock.traps else "no trap")
    return "; ".join(told)


def told(game: Table, room: int, what: str) -> bool:
    """Whether the guild was told of ``room`` on this level by ``what``: ``room`` (a plain bid
    or Spout Doom), ``keen_senses``, ``foretell`` (p. 32), or ``area_sense`` (``note``)."""
    return _told(game, _key(game, room, what))


def note(game: Table, room: int, what: str) -> None:
    """Remember that the guild was told of ``room`` by ``what`` (a vision of Area Sense, p. 57),
    so that ``told`` says so."""
    game.lore = game.lore | {_key(game, room, what)}
