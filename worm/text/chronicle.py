"""The chronicle: a game told afterwards, in Markdown (issue 16; the roguelike's morgue file).

It reads only the event log and the state, so the same game always gives the same chronicle:
the guild and each adventurer's sheet, then every delve — the levels and rooms it reached, the
cards that mattered (great successes and failures, the Fool, what the Meatgrinder turned up),
every fight in a line or two, the gold and treasure found, and who died where and of what —
and last how the game stands. ``write`` is the pure function; ``of`` reads a live ``Game``;
``keep`` writes ``NAME.chronicle.md`` beside a save once a delve has ended.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from worm import content, files, grammar
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.state import GameState

SUFFIX = ".chronicle.md"
ENDED = ("over", "city")  # phases at which a delve is done and the chronicle is written
FIGHT_ENDS = "the Challenge ends after "  # how the GM's ruling that ends a fight begins (p. 123)
TOLD = ("random_encounter", "quest_rumor")  # Meatgrinder bands told in full; others counted
PLACEHOLDER = re.compile(r"\s*\(\[[^\]]*\]\)")  # "([adventurers - 1])": the count is the pack's
GREAT = {"great_success": "a great success", "great_failure": "a great failure"}


@dataclass(slots=True)
class Where:
    """Where the guild stands in the log as it is read."""

    delve: int = 0
    watch: int = 0
    level: int = 0
    room: str = ""

    def said(self) -> str:
        if not self.level:
            return f"watch {self.watch}"
        return f"watch {self.watch}, level {self.level}, room {self.room}"


@dataclass(slots=True)
class Fight:
    """One Challenge, from the phase that began it to the ruling that ended it."""

    number: int
    where: str
    began: str
    rounds: int = 0
    ended: str = ""
    taken: int = 0  # Wounds the guild took
    dealt: int = 0  # Wounds the foes took
    fell: list[str] = field(default_factory=list)  # adventurers who died in it

    def line(self) -> str:
        rounds = f"{self.rounds} round{'s' if self.rounds != 1 else ''}"
        end = self.ended or "it was still going on when the chronicle was written"
        text = f"{self.number}. {self.where}: {self.began}. {rounds}; {end}."
        text += f" The guild took {grammar.counted(self.taken, 'Wound')} and dealt {self.dealt}."
        if self.fell:
            text += f" Fell: {', '.join(self.fell)}."
        return text


@dataclass(slots=True)
class Delve:
    """One expedition below, from the way in to the way out (or the end)."""

    number: int
    began: str
    rooms: dict[int, list[str]] = field(default_factory=dict)  # level → room keys, first seen
    cards: list[str] = field(default_factory=list)
    grinder: list[str] = field(default_factory=list)  # encounters and rumors, in full
    bands: dict[str, int] = field(default_factory=dict)  # the other draws, counted by band
    fights: list[Fight] = field(default_factory=list)
    deaths: list[str] = field(default_factory=list)
    gold: int = 0
    treasure: list[str] = field(default_factory=list)
    ended: str = ""


@dataclass(slots=True)
class Reader:
    """The log read once, front to back, into delves, fights and deaths."""

    guild: set[str]  # every adventurer's name: their Wounds are the guild's
    where: Where = field(default_factory=Where)
    phase: str = "city"
    delves: list[Delve] = field(default_factory=list)
    fight: Fight | None = None
    fights: int = 0
    dead: dict[str, str] = field(default_factory=dict)  # name → how and where they died
    dying: list[str] = field(default_factory=list)  # at Death's Door, neither healed nor dead
    seed: int | None = None
    version: str = ""
    lost: str = ""  # why the game ended, if it did

    @property
    def delve(self) -> Delve:
        if not self.delves:  # a log that begins below, from a state and not from the start
            self.delves.append(Delve(len(self.delves) + 1, "the log begins below"))
        return self.delves[-1]

    def read(self, events: Iterable[ev.Event]) -> Reader:
        for event in events:
            self.one(event)
        return self

    def one(self, e: ev.Event) -> None:  # noqa: C901 — one branch per event type, no more
        if isinstance(e, ev.Session):
            self.seed, self.version = e.seed, e.version
        elif isinstance(e, ev.Guild):
            self.guild.update(e.adventurers)
            for name in e.adventurers:
                self.dead.pop(name, None)  # a newcomer may bear a dead one's name
        elif isinstance(e, ev.Phase):
            self.moved(e)
        elif isinstance(e, ev.Enter):
            self.where.level, self.where.room = e.level, e.room
            seen = self.delve.rooms.setdefault(e.level, [])
            if e.room not in seen:
                seen.append(e.room)
        elif isinstance(e, ev.Watch):
            self.where.watch, self.where.level, self.where.room = e.n, e.level, e.room
        elif isinstance(e, ev.Fate | ev.Draw | ev.Meatgrinder):
            self.card(e)
        elif isinstance(e, ev.ChallengeRound) and self.fight is not None:
            self.fight.rounds = e.round
        elif isinstance(e, ev.Gm) and self.fight is not None and e.why.startswith(FIGHT_ENDS):
            self.fight.ended = e.why.split(": ", 1)[-1]
            self.fight = None
        elif isinstance(e, ev.Wound | ev.Condition):
            self.hurt(e)
        elif isinstance(e, ev.Item):
            self.found(e)

    def moved(self, e: ev.Phase) -> None:
        """A change of phase: a delve begins or ends, a fight begins or ends, the game ends."""
        if e.phase == "crawl" and self.phase in ("city", "over"):
            self.delves.append(Delve(len(self.delves) + 1, e.cause))
        if e.phase == "challenge" and self.fight is None:
            self.fights += 1
            self.fight = Fight(self.fights, self.where.said(), e.cause)
            self.delve.fights.append(self.fight)
        elif e.phase in ("crawl", "parley", "city") and self.fight is not None:
            self.fight.ended = self.fight.ended or e.cause
            self.fight = None
        if e.phase in ENDED:
            self.delve.ended = e.cause
        if e.phase == "over":
            self.lost = e.cause
            for name in self.dying:  # nobody is left to save them (p. 126): they die here
                self.died(name, "at Death's Door with no one left to help")
            self.dying.clear()
        self.phase = e.phase

    def card(self, e: ev.Fate | ev.Draw | ev.Meatgrinder) -> None:
        """The cards that mattered: great tests, the Fool, the Meatgrinder's draws."""
        at = self.where.said()
        if isinstance(e, ev.Fate) and e.outcome in GREAT:
            cards = ", ".join(c.name for c in e.cards)
            task = f" to {grammar.told_of(e.task)}" if e.task else ""
            pushed = ", pushed" if e.pushed else ""
            self.delve.cards.append(
                f"{at}: {e.who} tested {e.attribute.title()}{task} — {GREAT[e.outcome]} "
                f"({cards}: {e.total}{pushed})"
            )
        elif isinstance(e, ev.Draw) and e.card.is_fool:
            self.delve.cards.append(f"{at}: the Fool is drawn ({e.purpose.replace('_', ' ')})")
        elif isinstance(e, ev.Meatgrinder) and e.counts:
            quiet = e.respite or e.entry.startswith("respite")
            band = "respite" if quiet else e.band
            if band in TOLD:
                text = PLACEHOLDER.sub("", e.text) or e.entry.replace("_", " ")
                self.delve.grinder.append(f"{at}: {e.card.name} — {text}")
            else:
                self.delve.bands[band] = self.delve.bands.get(band, 0) + 1

    def hurt(self, e: ev.Wound | ev.Condition) -> None:
        """A Wound in a fight counts for its side; a death is told once, with where and why."""
        if isinstance(e, ev.Wound) and self.fight is not None:
            if e.who in self.guild:
                self.fight.taken += 1
            else:
                self.fight.dealt += 1
        if e.who not in self.guild:
            return
        died = (isinstance(e, ev.Wound) and e.taken_as == "death") or (
            isinstance(e, ev.Condition) and e.change == "dead"
        )
        if isinstance(e, ev.Wound) and e.taken_as == "Death's Door" and e.who not in self.dying:
            self.dying.append(e.who)
        elif died or (isinstance(e, ev.Condition) and "Death's Door" in e.change):
            self.dying = [name for name in self.dying if name != e.who]
        if died and e.who not in self.dead:
            self.died(e.who, e.cause or "a mortal Wound")

    def died(self, who: str, cause: str) -> None:
        """``who`` died here, of ``cause``: told once, in the delve and the fight."""
        told = f"{who} died at {self.where.said()}, delve {len(self.delves)}: {cause}"
        if self.fight is not None:
            told += f" (in fight {self.fight.number})"
            self.fight.fell.append(who)
        self.dead[who] = told
        self.delve.deaths.append(told)

    def found(self, e: ev.Item) -> None:
        if e.change != "gained":
            return
        if e.item == "gold":
            self.delve.gold += e.count
        elif e.cause.startswith("worth "):
            self.delve.treasure.append(f"{e.item} ({e.cause})")


def write(
    events: Sequence[ev.Event],
    state: GameState,
    *,
    pack: content.ContentPack,
    levels: Mapping[int, str],
) -> str:
    """The chronicle of a game in Markdown, from its whole log and its state as it stands.

    Args:
        levels: each level's name by number (the Underworld the seed made).
    """
    guild = state.guild
    reader = Reader({a.name for a in guild.adventurers}).read(events)
    seed = state.seed if reader.seed is None else reader.seed
    out = [
        f"# The chronicle of {guild.name}",
        "",
        f"Seed {seed}"
        + (f", worm {reader.version}" if reader.version else "")
        + f". {grammar.counted(state.crawl.watches, 'watch', 'watches')} passed in "
        + f"{grammar.counted(len(reader.delves), 'delve')}.",
        "",
        *_end(state, reader, levels),
        "",
        *_guild(state, pack, reader),
    ]
    for delve in reader.delves:
        out += _delve(delve, levels)
    return "\n".join(out).rstrip() + "\n"


def _guild(state: GameState, pack: content.ContentPack, reader: Reader) -> list[str]:
    guild = state.guild
    out = ["## The guild", ""]
    if guild.quest:
        out += [f"Their quest: {guild.quest}.", ""]
    out += [f"Deeds: {'; '.join(guild.deeds) if guild.deeds else 'none yet'}.", ""]
    for a in guild.adventurers:
        out += _sheet(a, pack, guild.role(a.id), reader.dead.get(a.name))
    others = sorted(reader.guild - {a.name for a in guild.adventurers})
    if others:
        out += [f"Also of the guild: {', '.join(others)}.", ""]
    return out


def _sheet(a: Adventurer, pack: content.ContentPack, role: str, death: str | None) -> list[str]:
    kith, kin, path = pack.kiths[a.kith].name, pack.kins[a.kin].name, pack.paths[a.path].name
    house = (
        (pack.houses[a.house].name if a.house in pack.houses else a.house.title())
        if a.house
        else ""
    )
    people = f"{kin} of House {house}" if house else f"{kith}, {kin}"  # not "Humans, Human"
    attrs = ", ".join(f"{s.title()} {getattr(a.attributes, s)}" for s in _SUITS)
    c = a.conditions
    marks = [
        name
        for name, on in (
            ("Stressed", c.stressed),
            ("Staggered", c.staggered),
            ("Injured", c.injured),
            ("At Death's Door", c.deaths_door and not death),
            ("Dead", c.dead or bool(death)),
        )
        if on
    ]
    marks += [f"Wounded {pack.talents[t].name}" for t in c.wounded_talents]
    marks += [_named(pack.effects, e.id) for e in a.effects]
    marks += [_named(pack.afflictions, x.id) for x in a.afflictions]
    out = [
        f"### {a.name}",
        "",
        f"- {people}; {path}" + (f"; the guild's {role}" if role else ""),
        f"- {attrs}",
        f"- Conditions: {', '.join(marks) or 'none'}",
        f"- Gold {a.gold}, XP {a.xp}",
    ]
    if c.dead or death:
        out.append(f"- {death or 'Dead; the log does not say where'}")
    return [*out, ""]


def _named(table: Mapping[str, _Named], key: str) -> str:
    """An effect's or affliction's name as the pack writes it ("Exhausted"), not its id."""
    return table[key].name if key in table else key.replace("_", " ").capitalize()


class _Named(Protocol):
    @property
    def name(self) -> str: ...


_SUITS = ("swords", "pentacles", "cups", "wands")


def _delve(d: Delve, levels: Mapping[int, str]) -> list[str]:
    out = [f"## Delve {d.number}", "", f"Began: {d.began}.", ""]
    out += ["### Levels and rooms", ""]
    out += [
        f"- Level {n}, {levels.get(n, '?')}: {', '.join(rooms)}" for n, rooms in d.rooms.items()
    ] or ["- No room entered."]
    out += ["", "### The cards that mattered", ""]
    out += [f"- {line}" for line in _runs(d.cards)] or [
        "- No great success or failure, and no Fool."
    ]
    out += ["", "### The Meatgrinder", ""]
    out += [f"- {line}" for line in d.grinder] or ["- No encounter, no rumor."]
    if d.bands:
        counted = (f"{n} × {band.replace('_', ' ')}" for band, n in sorted(d.bands.items()))
        out.append(f"- Besides: {', '.join(counted)}.")
    out += ["", "### Fights", ""]
    out += [f.line() for f in d.fights] or ["No fight."]
    out += ["", "### Deaths", ""]
    out += [f"- {line}" for line in d.deaths] or ["- No one died."]
    out += ["", "### Gold and treasure", "", f"- Gold picked up: {d.gold}."]
    out += [f"- {line}" for line in _runs(sorted(d.treasure))]
    out += ["", f"Ended: {d.ended}." if d.ended else "Still below.", ""]
    return out


def _runs(lines: Sequence[str]) -> list[str]:
    """Lines with each run of the same line told once, with how many times."""
    out: list[str] = []
    n = 0
    for i, line in enumerate(lines):
        n += 1
        if i + 1 == len(lines) or lines[i + 1] != line:
            out.append(line if n == 1 else f"{line} × {n}")
            n = 0
    return out


def _end(state: GameState, reader: Reader, levels: Mapping[int, str]) -> list[str]:
    crawl = state.crawl
    if crawl.phase == "over":
        stands = f"The game is over: {reader.lost or 'no one is left who can act'}."
    elif crawl.phase == "city":
        stands = "The guild is in the City."
    else:
        stands = (
            f"The guild is still below, on level {crawl.depth} ({levels.get(crawl.depth, '?')})."
        )
    alive = [
        a.name
        for a in state.guild.adventurers
        if not a.conditions.dead and not a.conditions.deaths_door
    ]
    dying = [
        a.name
        for a in state.guild.adventurers
        if a.conditions.deaths_door and a.name not in reader.dead
    ]
    gold = sum(a.gold for a in state.guild.adventurers)
    out = ["## How it stands", "", stands, ""]
    out.append(f"Living: {', '.join(alive) or 'no one'}.")
    if dying:
        out.append(f"At Death's Door: {', '.join(dying)}.")
    out.append(f"Dead: {', '.join(reader.dead) or 'no one'}.")
    out.append(f"Gold held: {gold}; treasure carried out for the City: {len(crawl.loot)}.")
    return out


def of(game: Game) -> str:
    """The chronicle of ``game`` as it stands, from its whole log."""
    names = {level.number: level.seed.name for level in game.world.levels}
    return write(game.log.events, game.snapshot(), pack=game.pack, levels=names)


def beside(save: Path) -> Path:
    """Where the chronicle of the save at ``save`` is written: ``NAME.chronicle.md``."""
    name = save.name.removesuffix(".gz").removesuffix(".json")
    return save.with_name(name + SUFFIX)


def keep(game: Game, save: Path) -> Path | None:
    """Write the chronicle beside ``save`` when a delve has ended (the City, or the game over);
    returns where, or None when the guild is still below."""
    if game.phase not in ENDED:
        return None
    path = beside(save)
    files.replace_text(path, of(game), what="write the chronicle to")
    return path
