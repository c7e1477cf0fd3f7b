"""Climbing the Sporehulk (p. 279): a Dash takes an adventurer one section up or down him,
and melee reaches only the section they climb; from the ground, only his Legs.

A creature is climbed when its notes hold ``NOTE``. Its sections are its pools that are no
rune (``worm.engine.actions.rune``): from the ground a Dash reaches the ones behind nothing
(the Legs); from there, down to the ground or up to the ones behind them (the Torso and each
Arm). A climber stays on a section while they and the creature share a zone and it fights;
a Move or Dash to a zone (``drop``), or a Shake, leaves them on the ground.

The Dash's option, as declared, is ``climb:<foe key>:<section id or "ground">``; a player
names the section or "ground" (``option``).
"""

from __future__ import annotations

from collections.abc import Iterator

from worm import grammar
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import aim, foes
from worm.model.challenge import Challenge, Declared, Fighter, evolve

NOTE = "Climbing"
PAGE = "p. 279"
GROUND = "ground"
PREFIX = "climb:"


def climbable(stats: foes.Statblock) -> bool:
    """Whether adventurers climb this creature (its notes say so)."""
    return any(note.name == NOTE for note in stats.notes)


def on(ch: Challenge, who: str | None, foe: str) -> str | None:
    """The section of ``foe`` that ``who`` climbs, else None (on the ground)."""
    where = ch.climbing.get(who or "")
    if where is None or where[0] != foe:
        return None
    them = ch.fighter(foe)
    if not them.fighting or them.zone != ch.fighter(who or "").zone:
        return None
    return where[1]


def climbers(ch: Challenge, foe: str) -> tuple[str, ...]:
    """Who climbs ``foe`` now, in the fight's order."""
    return tuple(f.key for f in ch.side("guild") if on(ch, f.key, foe) is not None)


def steps(stats: foes.Statblock, at: str | None) -> tuple[str, ...]:
    """Where one Dash from section ``at`` (None: the ground) goes: down first, then up."""
    sections = [p for p in stats.parts if p.rune_on is None and not p.hidden]
    if at is None:
        return tuple(p.id for p in sections if p.behind is None)
    here = next(p for p in sections if p.id == at)
    down = GROUND if here.behind is None else here.behind
    return (down, *(p.id for p in sections if p.behind == at))


def toward(stats: foes.Statblock, at: str | None, goal: str) -> str | None:
    """The first Dash on the shortest climb from ``at`` (None: the ground) to section
    ``goal``; None when already there or it cannot be climbed to."""
    start = at or GROUND
    first: dict[str, str] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        here = frontier.pop(0)
        if here == goal:
            return first.get(here)
        for nxt in steps(stats, None if here == GROUND else here):
            if nxt not in seen:
                seen.add(nxt)
                first[nxt] = first.get(here, nxt)
                frontier.append(nxt)
    return None


def section_name(stats: foes.Statblock, foe: Fighter, section: str) -> str:
    """A section of ``foe`` by name ("The Sporehulk 2's Legs"), or "the ground"."""
    if section == GROUND:
        return "the ground"
    name = next(p.name for p in stats.parts if p.id == section)
    return f"{grammar.possessive(foe.name)} {name}"


def option(game: Table, fighter: Fighter, typed: str | None) -> str | None:
    """The declared option of a Dash that climbs, read from what the player typed (a
    section's name or id, or "ground"; the creature they climb first, if several could be),
    else None: the Dash goes to a zone. A section out of one Dash's reach is refused, with
    the ones in reach."""
    if not typed:
        return None
    ch = game.under_way()
    exact = typed.split(":") if typed.startswith(PREFIX) else None
    wanted = typed.strip().lower().replace("_", " ")
    found = sorted(_in_reach(game, fighter), key=lambda f: on(ch, fighter.key, f[0].key) is None)
    for foe, stats in found:
        if exact is not None and exact[1:2] != [foe.key]:
            continue
        at = on(ch, fighter.key, foe.key)
        names = {GROUND: GROUND, **{p.id: p.name.lower() for p in stats.parts}}
        named = next(
            (
                k
                for k, v in names.items()
                if wanted in (v, k.replace("_", " ")) or exact == ["climb", foe.key, k]
            ),
            None,
        )
        if named is None or (named == GROUND and at is None and exact is None):
            continue
        if named not in steps(stats, at):
            near = ", ".join(section_name(stats, foe, s) for s in steps(stats, at))
            raise IllegalCommand(
                f"one Dash climbs one section up or down {foe.name}: from here, {near} ({PAGE})"
            )
        return f"{PREFIX}{foe.key}:{named}"
    if exact is not None:
        raise IllegalCommand(f"{typed!r} names nothing in this zone to climb ({PAGE})")
    return None


def offers(game: Table, me: Fighter) -> Iterator[tuple[str, str]]:
    """A Dash up or down each creature the adventurer could climb, for the menu: (option,
    where it goes)."""
    for foe, stats in _in_reach(game, me):
        at = on(game.under_way(), me.key, foe.key)
        for section in steps(stats, at):
            yield f"{PREFIX}{foe.key}:{section}", section_name(stats, foe, section)


def where(game: Table, d: Declared) -> str:
    """Where a climbing Dash goes, in words."""
    _, key, section = (d.option or "").split(":")
    foe = game.under_way().fighter(key)
    return section_name(fighters.block(game, foe.group), foe, section)


def climb(game: Table, fighter: Fighter, d: Declared) -> None:
    """The Dash climbs: the adventurer is on the section named, or back on the ground (the
    caller logs the play)."""
    _, foe, section = (d.option or "").split(":")
    ch = game.under_way()
    stats = fighters.block(game, ch.fighter(foe).group)
    climbing = {k: v for k, v in ch.climbing.items() if k != fighter.key}
    if section != GROUND:
        climbing[fighter.key] = (foe, section)
    game.challenge = evolve(ch, climbing=climbing)
    if section == GROUND:
        game.ruling(PAGE, f"{fighter.name} climbs down to the ground")
    else:
        reach = ", ".join(
            p.name for p in aim.reachable(stats, ch.fighter(foe).parts, melee=True, on=section)
        )
        game.ruling(
            PAGE,
            f"{fighter.name} is on {section_name(stats, ch.fighter(foe), section)}: "
            f"melee reaches {reach or 'nothing standing'} from there",
        )


def drop(game: Table, who: str) -> None:
    """``who`` is off whatever they climbed: on the ground (a Move or Dash away, a Shake)."""
    ch = game.under_way()
    if who in ch.climbing:
        game.challenge = evolve(ch, climbing={k: v for k, v in ch.climbing.items() if k != who})


def _in_reach(game: Table, me: Fighter) -> Iterator[tuple[Fighter, foes.Statblock]]:
    """The creatures in ``me``'s zone that can be climbed, with their stat blocks."""
    ch = game.under_way()
    for foe in ch.side("foes"):
        if foe.zone != me.zone or len(foe.parts) < 2:
            continue
        stats = fighters.block(game, foe.group)
        if climbable(stats) and len(stats.parts) == len(foe.parts):
            yield foe, stats
