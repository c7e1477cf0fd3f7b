"""Step 8 of the City Phase, restocking the Underworld (p. 160), and what the Underworld
remembers of the guild between two delves.

- Every Meatgrinder entry the guild met (marked off, p. 91) is replaced by a new one, written
  by the generator's own procedure from the level's creatures, traps and templates
  (``worm.gen.meatgrinder.rewrite``), from a random stream of the campaign seed, the level and
  the expedition: the same campaign restocks alike. The new entries are kept in the level's
  state, so a save holds them; ``entries`` reads a level's table as restocked.
- A room the guild cleared is filled again by the level's creatures (policy
  ``worm.gm.restock.refill``); a slain lord's lair stays empty.
- After every fight in a room the band is remembered as the guild left it (``remember``): the
  slain stay dead; a band that fled, gave up or saw the guild run keeps its Wounds, and at the
  restock its room waits for the guild again, the band hostile (``worm.gm.restock.grudge``).
- A band met on the way (a Meatgrinder encounter) stays on the level as long as it lives: one
  the guild backed away from in a parley (``part``) waits in the room where it was met and is
  met on coming back (``waiting``); one the guild fought and left, or that let the guild go,
  roams the level, and the next encounter with its kind there is that band again
  (``roaming``).

The City Events rows are replaced by ``worm.engine.city_events.restock``, which runs first.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from worm import grammar, rng
from worm.content import stocking
from worm.engine import events as ev
from worm.engine import last_grasp, rivals, rumors, summoned
from worm.engine.table import Table
from worm.gen import hooks, meatgrinder
from worm.gen.underworld import Level
from worm.gm import bound_by_fate, deeds, foes, leads
from worm.gm import crystal_skull as skull
from worm.gm import restock as policy
from worm.gm.rumors import Written
from worm.model.challenge import Challenge, Fighter, Part
from worm.model.city import Feat
from worm.model.level import Band, BandFate, Kin, LevelState
from worm.model.meeting import Meeting
from worm.rules import fate
from worm.rules import meatgrinder as rules

QUEST_RUMOR = 21  # the Meatgrinder's quest rumour (p. 91)
SLAIN = ("down", "destroyed", "dead")  # how a foe leaves a fight dead (as ``harvest.SLAIN``)
FATES: dict[str, BandFate] = {
    "fled": "fled",
    "foes_surrender": "spared",
    "retreat": "escaped",
    "defeat": "escaped",
    "stalemate": "escaped",
    "surrender": "escaped",
}
"""How a Challenge's end leaves the foes who still stand (p. 123)."""
WON = ("defeat", "surrender")
"""Ends of a Challenge that the foes won (p. 123): the guild fell, or gave up to them."""


def entries(level: Level, state: LevelState) -> list[dict[str, Any]]:
    """The level's Meatgrinder, card I to XXI, with what the restocks wrote (p. 160)."""
    if not state.rewritten:
        return level.meatgrinder
    written = dict(state.rewritten)
    return [written.get(e["card"], e) for e in level.meatgrinder]


def remember(game: Table, ch: Challenge, how: str) -> None:
    """After a fight in a room, keep its band as the guild left it (p. 160): how many still
    stand, the Wounds each bears, and how the fight ended for it. A band the guild turned on
    in the middle of a parley makes a dastardly deed if the guild beat it (p. 46)."""
    meeting = game.meeting
    if meeting is None or meeting.character or how == "parley":
        return
    foes = [f for f in ch.fighters if f.side == "foes"]
    standing = [
        f
        for f in foes
        if f.out not in SLAIN and not last_grasp.is_limb(f) and not summoned.is_called(ch, f)
    ]
    if meeting.betrayed is not None and how in ("victory", "foes_surrender", "fled"):
        game.feats = (*game.feats, Feat("dastardly", meeting.betrayed))
        game.ruling("p. 46", f"the guild {meeting.betrayed}: a dastardly deed")
    alive = [f for f in foes if f.out in ("spared", "surrendered")]  # taken alive (p. 125)
    game.feats = (*game.feats, *(deeds.taken_alive(f.name) for f in alive))
    if not foes:
        return
    fate: BandFate = "slain" if not standing else FATES.get(how, "fled")
    kept_by_kind = _kinds(ch, meeting, standing)  # a mixed band: each kind as many as still stand
    first = kept_by_kind[0] if kept_by_kind else Kin(meeting.creature, 0)
    band = Band(
        ch.room,
        first.creature,
        first.count,
        fate,
        first.health,
        lord=ch.room >= 0 and game.level.stock[ch.room].lord,
        emotion=meeting.emotion if standing else "",  # the mood the survivors were left in
        intensity=meeting.intensity if standing else "",
        won=bool(standing) and how in WON,
        others=tuple(kept_by_kind[1:]),
    )
    state = game.state
    kept = tuple(b for b in state.bands if not _same(b, band))
    game.states[game.depth] = replace(state, bands=(*kept, band))


def _kinds(ch: Challenge, meeting: Meeting, standing: list[Fighter]) -> list[Kin]:
    """Those still standing after a fight, kind by kind in the order the bands were met (a
    mixed fight, p. 121: the band ``foes`` is the meeting's own creature, ``foes2`` its first
    other kind …), with the Health each has left."""
    creatures = [meeting.creature, *(k.creature for k in meeting.others)]
    out: list[Kin] = []
    for group in ch.groups:
        mine = [f for f in standing if f.group == group.key]
        if group.side != "foes" or not mine:
            continue
        tail = group.key.removeprefix("foes") or "1"
        at = int(tail) - 1 if tail.isascii() and tail.isdigit() else -1
        creature = creatures[at] if 0 <= at < len(creatures) else group.creature or ""
        out.append(Kin(creature, len(mine), tuple(_health(f.parts) for f in mine)))
    return out


def _same(kept: Band, band: Band) -> bool:
    """Whether ``kept`` is the record ``band`` replaces: the room's band, or on the way (room
    -1) the roaming band of the same creature."""
    return kept.room == band.room and (band.room >= 0 or kept.creature == band.creature)


def part(game: Table, meeting: Meeting, *, waits: bool) -> None:
    """A band met on the way that the guild leaves short of a fight stays on the level as it
    was (p. 160): how many, the Health each has left, and its mood toward the guild. ``waits``:
    the guild backed away, so the band stays in the room where it was met; else it let the
    guild go and roams the level. Not a named character, nor a band that joins the guild."""
    if meeting.character or meeting.room >= 0 or meeting.name in game.allies:
        return
    band = Band(
        -1,
        meeting.creature,
        meeting.count,
        "left",
        meeting.health,
        emotion=meeting.emotion,
        intensity=meeting.intensity,
        at=game.room if waits else -1,
        others=meeting.others,
    )
    state = game.state
    kept = tuple(b for b in state.bands if not _same(b, band))
    game.states[game.depth] = replace(state, bands=(*kept, band))


def stood_off(game: Table, meeting: Meeting) -> None:
    """A room's band the guild backed away from — into the room it came from, or keeping its
    distance in the room when no room lies behind it (p. 100): the band stays in its room as
    it was left — how many, their Health, their mood — seen on a look, gone round by explore
    (``crawl.held_rooms``) and met again in that mood when the guild comes back into the room
    (policy ``worm.gm.restock.left_mood``). Not a named character."""
    if meeting.character or meeting.room < 0:
        return
    band = Band(
        meeting.room,
        meeting.creature,
        meeting.count,
        "left",
        meeting.health,
        lord=game.level.stock[meeting.room].lord,
        emotion=meeting.emotion,
        intensity=meeting.intensity,
        others=meeting.others,
    )
    state = game.state
    kept = tuple(b for b in state.bands if not _same(b, band))
    game.states[game.depth] = replace(state, bands=(*kept, band))


def left_in(game: Table, room: int) -> Band | None:
    """The band the guild backed away from that waits in ``room`` as it was left (the room's
    own, or one met on the way that stayed there), if any: ``crawl.held_rooms`` by room."""
    for band in game.state.bands:
        where = band.room if band.room >= 0 else band.at
        if band.fate == "left" and band.alive and where == room and room >= 0:
            return band
    return None


def roaming(game: Table, creature: str) -> Band | None:
    """The band of ``creature`` met on the way that still lives on this level — it lived
    through a fight with the guild, or the guild left it — taken off the level's record (it is
    met now)."""
    return _take(game, lambda b: b.room < 0 and b.creature == creature and b.alive)


def waiting(game: Table, room: int) -> Band | None:
    """A band met on the way in ``room`` that the guild backed away from, still there, taken
    off the level's record (it is met now)."""
    return _take(game, lambda b: b.room < 0 and b.at == room and room >= 0 and b.alive)


def _take(game: Table, wanted: Callable[[Band], bool]) -> Band | None:
    state = game.state
    band = next((b for b in state.bands if wanted(b)), None)
    if band is not None:
        game.states[game.depth] = replace(
            state, bands=tuple(b for b in state.bands if b is not band)
        )
    return band


def _health(parts: tuple[Part, ...]) -> int:
    """The Health a foe has left (p. 125): its first part's, -1 when it has no count."""
    first = next((p for p in parts if p.health is not None), None)
    return -1 if first is None or first.health is None else first.health


def restock(game: Table) -> None:
    """Step 8 (p. 160): every level the guild has been on is brought up to date."""
    told: list[str] = []
    written: list[Written] = []
    for number in sorted(game.states):
        level = game.world.levels[number - 1]
        told += _rewrite(game, number, level, written)
        told += _rooms(game, number, level)
    told += rivals.fare(game)  # other guilds meet success or failure (p. 160)
    if told:
        game.log.emit(ev.Narration, text="The Underworld moves on: " + "; ".join(told) + ".")
    else:
        game.log.emit(ev.Narration, text="The Underworld is as the guild left it.")
    rumors.spread(game, written)  # the used rumour deleted, a new one written (p. 173)
    _release(game)


def _release(game: Table) -> None:
    """Circumstances have changed for every obstacle bound by fate (p. 11; policy
    ``worm.gm.bound_by_fate``): the results stood for this expedition, not the next."""
    if not game.bindings:
        return
    for obstacle in dict.fromkeys(b.obstacle for b in game.bindings):
        game.bindings = fate.release(game.bindings, obstacle)
    game.ruling(*bound_by_fate.LAPSE)


def _rewrite(game: Table, number: int, level: Level, written_out: list[Written]) -> list[str]:
    """New Meatgrinder entries over the marked ones of one level (pp. 91, 160), each added to
    ``written_out`` for the City's new rumour."""
    state = game.states[number]
    table = entries(level, state)
    written = dict(state.rewritten)
    stream = rng.stream(game.seed, f"restock:{number}:{game.expeditions}")
    denizens = [
        d
        for s in level.stock
        for d in s.denizens
        if not s.lord or game.pack.monsters[d].common_threat
    ]
    traps = [t for s in level.stock for t in s.traps]
    lead = leads.aim(game.guild.quest, game.world.levels, game.states, game.pack)
    left: set[int] = set()
    for card in sorted(state.marked):
        old = table[card - 1]
        words = level.words
        if card == QUEST_RUMOR and lead is not None:  # it points to the guild's quest
            words = {**words, "other_level": lead.seed.name}
        if card == QUEST_RUMOR and lead is None and level.hook_plan is not None:
            # no quest of the guild's that the GM can judge: the Underworld's own trail
            new = _step_rumor(game, number, level, stream, table)
        else:
            new = meatgrinder.rewrite(
                stream,
                game.pack,
                level.seed,
                card,
                table,
                denizens=denizens,
                traps=traps,
                words=words,
                factions=level.factions,
                keys=level.keyed.keys,
            )
            if new is not None and card == QUEST_RUMOR and lead is not None:
                new = _pointing(game, new, lead.seed.name)
        if new is None:
            game.ruling(
                "p. 160",
                f"level {number}'s Meatgrinder, card {card}: nothing new is left to write over "
                f"{old['name']}, so it stays marked off (a respite if drawn)",
            )
            left.add(card)
            continue
        new = json.loads(json.dumps(new))  # plain JSON data, as a save gives it back
        table = [new if e["card"] == card else e for e in table]
        written[card] = new
        written_out.append((level.seed.name, new))
        game.ruling(
            "p. 160",
            f"level {number}'s Meatgrinder, card {card}: {grammar.agree(new['name'], 'replace')} "
            f"{old['name']} — {stocking.uncounted(new['text'])}",
        )
    count = len(state.marked) - len(left)
    game.states[number] = replace(
        state,
        marked=rules.restock() | frozenset(left),
        rewritten=tuple(sorted(written.items())),
    )
    if not count:
        return []
    return [f"{count} new Meatgrinder entr{'y' if count == 1 else 'ies'} on {level.seed.name}"]


TRIES = 6  # policy: draws of a teller and its words before the GM gives up on a new rumour


def _step_rumor(
    game: Table, number: int, level: Level, stream: Any, table: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """A new card XXI (pp. 160, 341): a rumour of the next step of the Underworld's quest the
    guild has not found yet, told by one of the level's creatures, unlike every entry on the
    table; None once every step is found (the trail is done) or no new words come."""
    plan = level.hook_plan
    assert plan is not None
    found = set(hooks.steps_found(f for state in game.states.values() for f in state.flags))
    if len(found) >= len(plan.quest):
        return None
    step = plan.next_step(found)  # the next step not found, in quest order
    cards = {entry.card: entry for entry in game.pack.seeds.values()}
    seeds = {slot.number: cards[slot.card] for slot in game.world.layout.levels}
    monsters = [game.pack.monsters[d] for s in level.stock for d in s.denizens]
    tellers = list(dict.fromkeys(m.name for m in monsters if m.talks))  # none talk: a sign
    texts = {entry["text"] for entry in table}
    for _ in range(TRIES):
        new = hooks.rumor(stream, game.pack, step, tellers, seeds)
        if new["text"] not in texts:
            return new
    return None


def _pointing(game: Table, entry: dict[str, Any], level: str) -> dict[str, Any]:
    """A new quest rumour made a lead to the guild's quest (policy ``worm.gm.leads``)."""
    game.ruling("p. 160", f"the new quest rumor points to {level}, where the guild's quest leads")
    if level in entry["text"]:
        return entry
    return {**entry, "text": f"{entry['text']} Word is, the trail leads to {level}."}


def _rooms(game: Table, number: int, level: Level) -> list[str]:
    """Cleared rooms filled again, and bands that lived waiting where they were (p. 160)."""
    state = game.states[number]
    bands = list(state.bands)
    settled = set(state.settled)
    told: list[str] = []
    for band in sorted(state.bands, key=lambda b: b.room):
        if band.room < 0:
            continue  # a band met on the way roams on, Wounds and all
        key = level.keyed.keys[band.room]
        name = game.pack.monsters[band.creature].name
        if band.remembers:
            settled.discard(band.room)
            game.ruling("p. 160", f"in room {key}, {name} ({band.count}) lick their wounds")
            told.append(f"{name} still hold room {key}")
            continue
        if band.fate != "slain":
            continue
        if band.lord and skull.regrows(foes.statblock(game.pack, band.creature), state.flags):
            bands = [b for b in bands if b.room != band.room]
            bands.append(Band(band.room, band.creature, 1, "refilled", lord=True))
            settled.discard(band.room)
            game.ruling(skull.PAGE, f"in room {key}, the crystal skull of {name} {skull.GROWN}")
            told.append(f"{name} stands in room {key} again")
            continue
        if band.lord:
            game.ruling("p. 160", f"room {key}, the lair of the slain lord {name}, stays empty")
            continue
        near = [other for other, _ in level.map.neighbours()[band.room]]
        moved = policy.refill(level.stock, bands, band.room, near)
        if moved is None:
            game.ruling("p. 160", f"no one is left on the level to move into room {key}")
            continue
        creature, count = moved
        bands = [b for b in bands if b.room != band.room]
        bands.append(Band(band.room, creature, count, "refilled"))
        settled.discard(band.room)
        newcomer = game.pack.monsters[creature].name
        moving = grammar.agree(grammar.band(count, newcomer), "move")
        game.ruling("p. 160", f"{moving} into room {key}, cleared by the guild")
        told.append(f"{newcomer} move into room {key}")
    game.states[number] = replace(
        game.states[number],
        bands=tuple(sorted(bands, key=lambda b: b.room)),
        settled=frozenset(settled),
    )
    return told
