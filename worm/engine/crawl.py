"""The Crawl Phase loop (pp. 86–91; the GM's side p. 178): moving, watches and the Meatgrinder.

1. The guild says where it goes: an entrance when it leaves the City, a room key below.
2. Each room it passes into is a watch; the GM draws a major card for the level's Meatgrinder.
3. What light does the guild have? (the room is seen by it)
4. The GM describes the room together with what the Meatgrinder brought.
5. The guild acts; the GM answers (``worm.gm.gate``) and calls for tests when failure matters.

``go`` walks the tile path the guild knows and stops, with a reason, whenever something wants
the player's attention: an event, creatures, a trap's telegraph, a locked door, a light dying.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from worm import grammar
from worm.content import stocking
from worm.content.interaction import (
    ClearFlag,
    ExtraDraw,
    Interaction,
    Move,
    Outcome,
    PassWatches,
    Reveal,
    SetFlag,
    StartChallenge,
    Sway,
    read_outcome,
)
from worm.engine import (
    camouflage,
    city,
    city_events,
    dwimmercraft,
    dying,
    errands,
    hooks,
    kindle,
    kit,
    labyrinth,
    meet,
    missing,
    outcomes,
    read_the_past,
    restocking,
    rivals,
    secrets,
    spikes,
    traps,
    undead,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gen import landings, maps
from worm.gm import deeds, describe, travel_events
from worm.model.level import LevelState
from worm.model.loop import Unasked
from worm.rules import meatgrinder

STOPS = ("meatgrinder", "creature", "trap", "light", "choice")


# --- entering the Underworld (p. 178) ---------------------------------------------------------


def delve(game: Table, command: cmd.Delve) -> None:
    """Go in by a surface entrance the guild knows of; the first room is a watch (p. 90)."""
    if game.phase != "city":
        raise IllegalCommand("the guild is already below; leave by an entrance first")
    if labyrinth.taken(game):  # the Labyrinth's way down replaces the entrance (p. 324)
        _down_the_labyrinth(game)
        return
    levels = game.world.levels
    if command.level is None:
        number = next(lv.number for lv in levels if lv.slot.surface_entrance == "main")
    else:
        number = command.level
        if not 1 <= number <= len(levels):
            raise IllegalCommand(f"there is no level {number}; the Underworld has {len(levels)}")
    level = levels[number - 1]
    if level.slot.surface_entrance not in ("main", "known"):
        raise IllegalCommand(f"the guild knows of no way into level {number} from the surface")
    way = next(w for w in level.ways if w.end == "entrance")
    city.finish(game)  # the City Phase ends: upkeep settled for all (p. 154)
    if number not in game.states and level.slot.surface_entrance != "main":
        feat = deeds.way_forged(level.seed.name)
        game.feats = (*game.feats, feat)
        game.ruling("p. 149", f"the guild {feat.text}: a deed for the City to hear of")
    if game.expeditions:
        restock(game)
    game.expeditions += 1
    game.sleeves = ()  # a new Crawl: both sleeves again (Up My Sleeve, p. 74)
    game.sneaking = ()  # the guild goes down together (Sneak, p. 74)
    game.log.emit(ev.Delve, n=game.expeditions, entrance=f"level {number}, {level.seed.name}")
    _light_up(game)
    game.set_phase("crawl", f"the guild goes down into {level.seed.name}")
    game.depth = number
    game.pos = (way.x, way.y)
    game.room = way.room
    game.came_from = None
    game.ruling("p. 178", f"the guild enters by the entrance of level {number}, {level.seed.name}")
    errands.set_out(game)  # a client goes down with the guild (p. 161)
    enter(game, way.room)


def _down_the_labyrinth(game: Table) -> None:
    """The guild goes down by the Labyrinth (p. 324): into a room of a level drawn at random
    (``worm.engine.labyrinth``), not by any entrance."""
    drawn = labyrinth.drawn(game)
    assert drawn is not None
    number, room = drawn
    level = game.world.levels[number - 1]
    city.finish(game)  # the City Phase ends: upkeep settled for all (p. 154)
    if game.expeditions:
        restock(game)
    game.expeditions += 1
    game.sleeves = ()  # a new Crawl: both sleeves again (Up My Sleeve, p. 74)
    game.sneaking = ()  # the guild goes down together (Sneak, p. 74)
    game.log.emit(ev.Delve, n=game.expeditions, entrance=f"the Labyrinth, level {number}")
    _light_up(game)
    game.set_phase("crawl", f"the Labyrinth lets the guild out somewhere in {level.seed.name}")
    game.depth = number
    game.pos = level.map.rooms[room].centre
    game.room = room
    game.came_from = None
    errands.set_out(game)  # a client goes down with the guild (p. 161)
    enter(game, room)


def restock(game: Table) -> None:
    """After a City Phase the GM restocks the Underworld (step 8, p. 160): the City Events
    rows that happened, then the Meatgrinder entries met and the rooms the guild changed
    (``worm.engine.restocking``)."""
    city_events.restock(game)
    restocking.restock(game)


def _light_up(game: Table) -> None:
    """Policy (p. 94): going below, the GM has the guild light one source, the longest-lasting
    it carries (a lantern before a torch before a candle), held by whoever carries it first in
    marching order — unless someone already holds a light. One whose hands are full with no
    room to stow passes the light on to the next (else the guild could not go down at all)."""
    if any(kit.lit(a) for a in game.guild.adventurers):
        return
    for item in kit.LIGHT_ORDER:
        for a in game.guild.in_marching_order():
            carried = [c for c in kit.find(a, item) if (c.flickers or 0) > 0 or c.flickers is None]
            if carried and a.active:
                try:
                    light_source(game, a.id, carried[0])
                except IllegalCommand:
                    continue  # hands full and nowhere to stow: nothing was changed or emitted
                return


def light_source(game: Table, who: str, carried: Any) -> None:
    """Take a light in hand and light it (p. 94): ``kindle.light_source``."""
    kindle.light_source(game, who, carried)


# --- moving (pp. 86, 90) ----------------------------------------------------------------------


def go(game: Table, command: cmd.Go) -> None:
    """Travel to a room on the guild's map by the known ways, a watch for each room entered."""
    game.require_crawl()
    plan, state = game.plan, game.state
    target = plan.room(command.to, state)
    if target == game.room:
        raise IllegalCommand(f"the guild is already in {plan.key(target)}")
    cost = plan.cost(state)
    goal = plan.stand(target, cost)
    held = {room: who for room, who in held_rooms(game).items() if room != target}
    on_way = _held_on(game, plan.path(game.pos, goal, cost), held) if held else []
    if not on_way:
        _travel(game, goal, plan.key(target))
        return
    # round the bands the guild backed away from, as explore goes (p. 160)
    around = cost.copy()
    around[np.isin(plan.room_at, sorted(held))] = 0
    route = plan.path(game.pos, goal, around)
    if not route:
        raise IllegalCommand(
            f"the way to {plan.key(target)} lies through {plan.key(on_way[0])}, where the guild "
            f"backed away from {held[on_way[0]]} (p. 160): go there to face them again, or find "
            "another way"
        )
    game.ruling(
        "p. 86",
        f"the guild sets off from {plan.key(game.room)} towards {plan.key(target)}, keeping "
        f"clear of {', '.join(plan.key(r) for r in on_way)}, where it backed away from a band",
    )
    _travel(game, goal, plan.key(target), route=route)


def _held_on(game: Table, route: list[tuple[int, int]], held: dict[int, str]) -> list[int]:
    """The rooms of ``held`` that ``route`` (tiles, x and y) passes through, in order."""
    rooms = dict.fromkeys(int(game.plan.room_at[y, x]) for x, y in route)
    return [room for room in rooms if room in held]


def walk(game: Table, command: cmd.Walk) -> None:
    """Travel to a tile the guild has seen or has on its map (p. 86), as ``go`` travels."""
    game.require_crawl()
    plan, goal = game.plan, (command.x, command.y)
    height, width = plan.level.tiles.shape
    if not (command.x < width and command.y < height):
        raise IllegalCommand(f"({command.x}, {command.y}) is off the map of this level")
    if goal == game.pos:
        raise IllegalCommand("the guild is already there")
    if not _on_guild_map(game, goal):
        raise IllegalCommand("the guild knows nothing of that place yet")
    room = int(plan.room_at[goal[1], goal[0]])
    _travel(game, goal, plan.key(room) if room >= 0 else f"({goal[0]}, {goal[1]})")


def step(game: Table, command: cmd.Step) -> None:
    """One tile on foot (p. 86): a watch and the Meatgrinder only when it passes into a room."""
    game.require_crawl()
    if command.dx == 0 and command.dy == 0:
        raise IllegalCommand("a step needs a direction")
    plan = game.plan
    x, y = game.pos[0] + command.dx, game.pos[1] + command.dy
    height, width = plan.level.tiles.shape
    if not (0 <= x < width and 0 <= y < height):
        raise IllegalCommand("the edge of the level: there is no way on")
    tile = int(plan.level.tiles[y, x])
    if plan.cost(game.state)[y, x] == 0 and not _locked_door(game, (x, y)):
        raise IllegalCommand(f"{_BLOCKED.get(tile, 'solid rock')} blocks the way")
    _travel(game, (x, y), None, route=[(x, y)])


def explore(game: Table, command: cmd.Explore) -> None:
    """The nearest room on the map not yet entered, by the ways the guild knows open (p. 86).
    Says why when there is nowhere left to go."""
    game.require_crawl()
    plan, state = game.plan, game.state
    cost = plan.cost(state)
    held = held_rooms(game)
    if held:  # round the bands the guild backed away from, if there is a way round
        cost = cost.copy()
        cost[np.isin(plan.room_at, sorted(held))] = 0
    best = _nearest_unseen(game, cost)
    if best is None and held:
        through = _nearest_unseen(game, plan.cost(state))
        if through is not None:
            route = plan.path(game.pos, plan.level.map.rooms[through[1]].centre, plan.cost(state))
            on_way = _held_on(game, route, held)
            raise IllegalCommand(
                f"the only way on, to {plan.key(through[1])}, lies through "
                f"{plan.key(on_way[0])}, where the guild backed away from {held[on_way[0]]} "
                "(p. 160): go there to face them again, or find another way"
            )
    if best is None:
        shut = [
            plan.key(r)
            for r in range(len(plan.level.map.rooms))
            if r not in state.visited and plan.known(r, state) and r != game.room
        ]
        if shut:
            raise IllegalCommand(
                "nothing left to explore by open ways; "
                f"{grammar.counted(len(shut), 'room')} {'lies' if len(shut) == 1 else 'lie'} "
                f"behind locked doors ({', '.join(shut[:4])}): open, pick or "
                "force one"
            )
        raise IllegalCommand("every room on the guild's map of this level has been entered")
    target = best[1]
    game.ruling("p. 86", f"the guild explores: {plan.key(target)} is the nearest room not yet seen")
    goal = plan.level.map.rooms[target].centre
    if not held:
        _travel(game, goal, plan.key(target))
        return
    around = [plan.key(r) for r in sorted(held)]
    game.ruling(
        "p. 86",
        f"the guild sets off from {plan.key(game.room)} towards {plan.key(target)}, keeping "
        f"clear of {', '.join(around)}, where it backed away from a band",
    )
    _travel(game, goal, plan.key(target), route=plan.path(game.pos, goal, cost))


def _nearest_unseen(game: Table, cost: np.ndarray) -> tuple[int, int] | None:
    """The nearest room on the guild's map not yet entered, reached on ``cost``: the length
    of the way and the room."""
    plan, state = game.plan, game.state
    best: tuple[int, int] | None = None
    for room in range(len(plan.level.map.rooms)):
        if room in state.visited or room == game.room or not plan.known(room, state):
            continue
        route = plan.path(game.pos, plan.level.map.rooms[room].centre, cost)
        if route and (best is None or len(route) < best[0]):
            best = (len(route), room)
    return best


def held_rooms(game: Table) -> dict[int, str]:
    """The rooms of this level (not the guild's own) where a band the guild backed away from
    waits as it was left (p. 160, ``restocking.stood_off``, ``restocking.part``), and who:
    explore goes round them, and says so when it cannot (play-test 19, seed 42)."""
    held: dict[int, str] = {}
    for band in game.state.bands:
        where = band.room if band.room >= 0 else band.at
        if band.fate != "left" or not band.alive or where < 0 or where == game.room:
            continue
        monster = game.pack.monsters[band.creature]
        held[where] = grammar.band(band.count, monster.name)
    return held


_BLOCKED = {
    maps.WALL: "a wall",
    maps.WATER: "deep water",
    maps.SECRET: "a wall",
    maps.ROCK: "solid rock",
    maps.LOCKED: "a locked door",
    maps.PILLAR: "a pillar",
    maps.STATUE: "a statue",
    maps.CHASM: "a chasm",
    maps.LAVA: "lava",
}


def _locked_door(game: Table, tile: tuple[int, int]) -> bool:
    """A known locked door: walking into it stops with the door's reason, as ``go`` does."""
    plan = game.plan
    edge = plan.door_of.get(tile)
    return (
        edge is not None
        and plan.level.tiles[tile[1], tile[0]] == maps.LOCKED
        and plan.edge_known(edge, game.state)
        and edge not in game.state.unlocked
    )


def _on_guild_map(game: Table, tile: tuple[int, int]) -> bool:
    """Seen with the guild's own eyes, or part of a room on its map (p. 90)."""
    seen = game.seen.get(game.depth)
    if seen is not None and seen.tiles[tile[1], tile[0]]:
        return True
    room = int(game.plan.room_at[tile[1], tile[0]])
    return room >= 0 and game.plan.known(room, game.state)


def _travel(
    game: Table,
    goal: tuple[int, int],
    label: str | None,
    route: list[tuple[int, int]] | None = None,
) -> None:
    """Walk the tiles to ``goal`` and stop, with a reason, when something wants the player:
    an event, creatures, a trap, a locked door, a light dying. ``label`` names the goal for the
    log (a room key); a single step (no label) stops without a word when nothing happens."""
    plan, state = game.plan, game.state
    locked = False
    if route is None:
        route = plan.path(game.pos, goal, plan.cost(state))
        if not route:
            route = plan.path(game.pos, goal, plan.cost(state, through_locks=True))
            locked = True
        if not route:
            raise IllegalCommand(f"the guild knows no way from {plan.key(game.room)} to {label}")
        game.ruling("p. 86", f"the guild sets off from {plan.key(game.room)} towards {label}")
    else:
        locked = True
    game.light_failed = False  # a light lost before setting off is no reason to stop on the way
    tiles = plan.level.tiles
    for x, y in route:
        if locked and plan.door_of.get((x, y)) is not None and tiles[y, x] == maps.LOCKED:
            edge = plan.door_of[(x, y)]
            if edge not in state.unlocked:
                a, b = plan.level.map.edges[edge].a, plan.level.map.edges[edge].b
                game.log.emit(
                    ev.Stop,
                    reason="door",
                    detail=f"a locked door between {plan.key(a)} and {plan.key(b)}",
                )
                game.log.emit(
                    ev.Narration,
                    text="A locked door bars the way: open it with its key, pick the lock "
                    "or force it.",
                    offers=("open", "pick", "force"),
                )
                return
        if not traps.may_leave(game, (x, y)):
            return
        game.pos = (x, y)
        game.mark_seen((x, y), look=label is None)  # a step looks about as far as light goes
        room = int(plan.room_at[y, x])
        if room >= 0 and room != game.room:
            spikes.loosen(game, game.room)  # the guild's own spikes never bar it (p. 167)
            reason = enter(game, room)
            if game.phase != "crawl" or reason is not None:
                if reason is not None:
                    game.log.emit(ev.Stop, reason=reason, detail=f"in {plan.key(room)}")
                return
            state = game.state
    if label is not None:
        game.log.emit(ev.Stop, reason="arrived", detail=label)


def enter(game: Table, room: int, *, cause: str = "room") -> str | None:
    """Pass into a room: a watch, the Meatgrinder, the room seen with the event (p. 178)."""
    plan, state = game.plan, game.state
    first = room not in state.visited
    if game.room != room:
        leave_choice(game)
        scene_over(game)
        # by a stair (room -1) there is no room behind on this level: backing off stays put
        game.came_from = game.room if game.room >= 0 else None
    game.room = room
    game.scene_entry = None
    if not state.visited:  # the guild's first steps on this level: its senses (pp. 343–364)
        game.log.emit(ev.Narration, text=describe.arrival(game.view()))
    game.states[game.depth] = replace(state, visited=state.visited | {room})
    game.log.emit(ev.Enter, level=game.depth, room=plan.key(room), first_time=first)
    game.mark_seen(game.pos, look=True)
    quick = _mapped_pace(game, room, cause)
    game.walked = game.walked | {(game.depth, room)}
    reading, entry = (None, None) if quick else watch(game, cause)
    game.log.emit(ev.Narration, text=describe.glance(game.view(), room, first=first))
    rivals.traces(game, room)  # what another guild left here (p. 160)
    reason = None if reading is None or entry is None else play_entry(game, reading, entry)
    if game.phase == "over":
        return None
    dwimmercraft.read(game, room)  # second sight sees through what hides a trap (p. 82)
    here = traps.on_enter(game, room)
    if game.careful:
        secrets.find_secrets(
            game, game.room, "moving carefully"
        )  # the policy ``careful`` promises (p. 91)
    errands.on_enter(game, room)  # a captive, a parcel's room, a client's level (p. 161)
    hooks.on_enter(game, room)  # a hook's counterpart, a hook answered, a quest step (p. 339)
    creatures = None
    if reason != "creature":  # the guild's own dead, risen, first (p. 126)
        creatures = undead.on_enter(game, room) or camouflage.on_enter(game, room)
    if game.careful and game.phase == "crawl":
        extra(game, "moving_carefully")
    game.census()
    met = (creatures, reason) if reason == "choice" else (reason, creatures)
    for candidate in (*met, here):  # creatures met come before a choice (play-test 19, 6)
        if candidate is not None:
            return candidate
    if game.light_failed:
        game.light_failed = False
        return "light"
    return None


def scene_over(game: Table) -> None:
    """A scene ends when the guild leaves the room it played in: whatever was to last "until
    the end of the scene" ends with it (p. 13), so the Root of the smooth sand does not follow
    the guild down a level into its next fight (seed-1 play-through)."""
    for a in game.guild.adventurers:
        lasting = tuple(e for e in a.effects if e.until != "scene")
        if len(lasting) == len(a.effects):
            continue
        game.set_adventurer(a.model_copy(update={"effects": lasting}))
        for gone in (e for e in a.effects if e.until == "scene"):
            name = game.pack.effects[gone.id].name
            game.log.emit(ev.Condition, who=a.name, change=f"{name} ends", cause="scene over")


def leave_choice(game: Table) -> None:
    """A choice belongs to the room where it was offered (p. 178): a guild that goes on to
    another room without answering it (backing away, retreating) leaves it behind."""
    choice = game.choice
    if choice is None:
        return
    game.offer_clear()
    game.ruling("p. 178", f"the guild leaves {choice.title} behind in {game.plan.key(game.room)}")


def lapse_choice(game: Table, cause: str) -> None:
    """A travel event is what goes wrong in the watch its card was drawn for (pp. 90–91):
    one that creatures met kept the guild from answering is gone once that watch is over
    (after a fight, which takes a watch of its own, p. 90); the next watch draws its own card.
    A trap's choice stays: the trap is still there (``Table.retell`` asks it again)."""
    choice = game.choice
    if choice is None or not choice.held or choice.source is not None:
        return
    game.offer_clear()
    gone = (
        f"the fight took the watch that brought {choice.title}"
        if cause == "challenge"
        else f"{choice.title} belonged to a watch now gone by"
    )
    game.ruling("p. 90", f"{gone}: that moment has passed")


def _mapped_pace(game: Table, room: int, cause: str) -> bool:
    """Two mapped rooms make a watch (Update Maps, p. 139): true when this room is the first
    of such a pair, so it passes without a watch of its own."""
    came = game.came_from
    mapped = (
        cause == "room"
        and came is not None
        and (game.depth, room) in game.mapped
        and (game.depth, came) in game.mapped
    )
    if not mapped or game.paced:
        game.paced = False
        return False
    game.paced = True
    game.ruling("p. 139", f"{game.plan.key(room)} is on the guild's maps: it goes by quickly")
    return True


# --- watches and the Meatgrinder (pp. 90–93) --------------------------------------------------


def watch(game: Table, cause: str) -> tuple[meatgrinder.Reading, dict[str, Any]]:
    """A watch passes (p. 90): count it and draw the level's Meatgrinder."""
    game.watches += 1
    game.log.emit(
        ev.Watch, n=game.watches, cause=cause, level=game.depth, room=game.plan.key(game.room)
    )
    lapse_choice(game, cause)
    dying.watch(game, cause)  # the dying whose watch is spent die; the dead rise (p. 126)
    trigger: meatgrinder.Trigger = "camp" if cause == "camp" else "watch"
    return draw(game, trigger)


def watch_passes(game: Table, cause: str) -> None:
    """A watch passes where the guild stands, and its Meatgrinder entry plays (p. 90): after a
    long task, after a Challenge."""
    reading, entry = watch(game, cause)
    play_entry(game, reading, entry)


def go_back(game: Table) -> None:
    """Back into the room the guild came from: a watch, as any room entered (p. 90)."""
    assert game.came_from is not None
    back = game.came_from
    game.pos = game.plan.level.map.rooms[back].centre
    enter(game, back)


def draw(game: Table, trigger: meatgrinder.Trigger) -> tuple[meatgrinder.Reading, dict[str, Any]]:
    """Draw a major card and read it against the level's table (p. 91); mark it off."""
    card = game.draw("major", "meatgrinder")
    game.decks = game.discard(card)
    state = game.state
    reading = meatgrinder.read(card.value, trigger, state.marked)
    game.states[game.depth] = replace(state, marked=meatgrinder.mark_off(state.marked, reading))
    entry = restocking.entries(game.level, game.state)[card.value - 1]
    if reading.band == "quest_rumor" and reading.counts and not reading.respite:
        entry = hooks.retold(game, entry)  # as it will be told: the next step (p. 341)
    game.log.emit(
        ev.Meatgrinder,
        level=game.depth,
        card=card,
        band=reading.band,
        entry=entry["id"],
        respite=reading.respite,
        trigger=trigger,
        counts=reading.counts,
        text=grammar.someone(stocking.uncounted(entry["text"])) if reading.counts else "",
    )
    if not reading.counts:
        game.ruling("p. 91", f"{card} is no {_wanted(trigger)}: the extra draw passes quietly")
    elif reading.respite:
        game.ruling("p. 91", f"{card}'s entry is marked off already: a watch of respite")
    game.settle()
    return reading, entry


def _wanted(trigger: str) -> str:
    return "wandering encounter (XVI–XX)" if trigger == "loud_noise" else "guttering (I–V)"


def ward_holds(game: Table) -> bool:
    """Wandering creatures (XVI–XX) do not cross into a safe room whose type is warded (p. 338,
    "magically protected"; ``assets/rooms.toml`` ``safe_as``): the ward its words tell of holds.
    A safe room of any other sort can still turn dangerous through the Meatgrinder."""
    if not warded(game):
        return False
    game.ruling("p. 338", "something wanders close, but will not cross the ward: the room holds")
    return True


def warded(game: Table) -> bool:
    """Whether the guild stands in a safe room whose type is warded (``ward_holds``)."""
    if game.room < 0 or not game.level.stock[game.room].safe:
        return False
    kind = game.pack.rooms.get(game.level.stock[game.room].type)
    return kind is not None and kind.safe_as == "warded"


def extra(game: Table, trigger: meatgrinder.Trigger) -> str | None:
    """An extra draw: loud noise counts only on XVI–XX, care and time only on I–V (p. 91)."""
    reason = {
        "loud_noise": "loud noise draws attention",
        "moving_carefully": "moving carefully takes time",
        "time": "the task takes time",
    }[trigger]
    game.ruling("p. 91", reason)
    reading, entry = draw(game, trigger)
    return play_entry(game, reading, entry)


def _while_met(
    game: Table, reading: meatgrinder.Reading, entry: dict[str, Any]
) -> tuple[bool, str | None]:
    """A wandering encounter while the guild is with a band: newcomers who side with it join
    it (policy ``worm.gm.mixed``, p. 121); else the band met (in a parley, or its fight about
    to begin or under way) is not swapped for another. Whether the entry is done with, and the
    stop reason."""
    meeting = game.meeting
    if reading.band != "random_encounter" or meeting is None:
        return False, None
    if not warded(game) and meet.joined(game, entry):
        return True, "creature"
    game.ruling("p. 91", f"{meet.they(meeting, 'hold')} the guild's eye: no one else comes")
    return True, None


def _told(game: Table, reading: meatgrinder.Reading, text: str) -> None:
    """A Meatgrinder entry told; a quest rumor is kept among what the guild heard (p. 56)."""
    game.log.emit(ev.Narration, text=text)
    if reading.band == "quest_rumor":
        read_the_past.hear(game, text)


def play_entry(game: Table, reading: meatgrinder.Reading, entry: dict[str, Any]) -> str | None:
    """Play a Meatgrinder entry in the room the guild stands in (pp. 91, 178, 340–342).

    Returns the stop reason it gives ``go`` (None for torches guttering or a respite).
    """
    if not reading.counts or reading.respite:
        return None
    done, why = _while_met(game, reading, entry)
    if done:
        return why
    if reading.band == "random_encounter" and ward_holds(game):
        return None
    if reading.band == "quest_rumor":
        entry = hooks.retold(game, entry)  # the next step not found yet (p. 341)
    kind = entry.get("kind", "")
    if kind not in ("gutter", "respite", "hunger", "encounter"):  # an encounter is told counted
        _told(game, reading, grammar.someone(entry["text"]))
    for clue in entry.get("clues", ()):
        game.log.emit(ev.Narration, text=clue["text"])
    effects = tuple(read_outcome(o) for o in entry.get("outcomes", ()))
    choices = tuple(Interaction.model_validate(i) for i in entry.get("interactions", ()))
    choices = travel_events.as_told(effects, choices)
    if reading.band == "torches_gutter":
        if kind == "respite":
            game.ruling("p. 341", "the level's own light holds: a respite instead of guttering")
            return None
        game.ruling(
            "p. 91",
            f"{entry['text']}" if kind == "hunger" else "torches gutter: every lit source flickers",
        )
        outcomes.play(game, effects, None, cause=entry.get("name", "torches gutter"))
        return None
    if reading.band == "random_encounter":
        return _encounter(game, entry)
    if reading.band == "travel_event" and entry.get("avoid_when_careful") and game.careful:
        game.ruling("p. 91", "moving carefully, the guild sees it coming and avoids the worst")
        effects = ()
    purse = sum(a.gold for a in game.guild.adventurers)
    outcomes.play(game, effects, None, cause=entry.get("name", entry["id"]))
    lost = purse - sum(a.gold for a in game.guild.adventurers)
    choices = travel_events.recovering(
        tuple(read_outcome(o) for o in entry.get("outcomes", ())), choices, lost
    )
    title = entry.get("name", "the event")
    asked = choices
    if reading.band == "travel_event" and len(choices) == 1:  # policy ``travel_events``
        if travel_events.forced(kind):  # no choice: met at once, before anything else here
            queued = len(game.followups)
            game.later(Unasked(title, choices[0], grammar.someone(entry["text"])))
            game.follow_up_from(queued)
            return "meatgrinder"
        asked = (*choices, travel_events.LET_BE)
    if choices:
        # the room offers the event's own ways; "let it be" only answers the question (acting
        # on it again told the same ruling twice in a row and did nothing)
        game.scene_entry = (title, choices)
        if reading.band == "travel_event":
            return _ask(game, title, asked, grammar.someone(entry["text"]))
    return "meatgrinder"


def _encounter(game: Table, entry: dict[str, Any]) -> str:
    """A wandering encounter (XVI–XX, p. 91): one of the guild lost on this level, met again
    in its place (p. 95, ``worm.engine.missing``), else its creatures."""
    if missing.met_again(game, int(entry.get("card", 0))):
        return "meatgrinder"
    return meet.from_meatgrinder(game, entry)


def _ask(game: Table, title: str, choices: tuple[Interaction, ...], scene: str) -> str:
    """A travel event's choice, asked (p. 178); but a trap's choice kept through a fight and
    still waiting is asked first, one question at a time, and the event stays among what the
    room offers (``explore.choices_here``)."""
    if game.choice is not None:
        game.ruling("p. 178", f"{game.choice.title} still waits; {title} is there after it")
        return "meatgrinder"
    game.offer(title, choices, scene=scene, since=game.drawn_for_meatgrinder())
    return "choice"


# --- ways between levels (Appendix E, step 7) -------------------------------------------------


def take(game: Table, command: cmd.Take) -> None:
    """Take the way up, down, across or out that ends in this room."""
    game.require_crawl()
    level, state = game.level, game.state
    wanted = {"up": "up", "down": "down", "across": "across", "out": "entrance"}[command.way]
    for index, way in enumerate(level.ways):
        if way.room != game.room or way.end != wanted:
            continue
        if way.secret and index not in state.found_ways:
            continue
        if way.end == "entrance":
            game.ruling("p. 178", "the guild climbs out of the Underworld: the Crawl ends")
            game.set_phase("city", "the guild is back on the surface")
            city.arrive(game)
            return
        assert way.connection is not None
        connection = game.world.layout.connections[way.connection]
        other = connection.b if connection.a == game.depth else connection.a
        target = game.world.levels[other - 1]
        end = next(w for w in target.ways if w.connection == way.connection)
        game.ruling(
            "Appendix E",
            f"by the {connection.kind}, the guild reaches level {other}, {target.seed.name}",
        )
        game.depth, game.pos, game.came_from = other, (end.x, end.y), None
        if end.secret:
            st = game.state
            game.states[other] = replace(st, found_ways=st.found_ways | {target.ways.index(end)})
        game.room = -1
        enter(game, end.room)
        return
    raise IllegalCommand(f"no known way {command.way} ends in {game.plan.key(game.room)}")


def careful(game: Table, command: cmd.Careful) -> None:
    """Move carefully (p. 91): an extra draw per room that only counts on I–V; in return
    traps and secret doors in each room entered are found at once (policy, rules digest §12.3)."""
    game.require_crawl(allow_choice=True)
    game.careful = command.on
    game.ruling(
        "p. 91", "the guild moves carefully" if command.on else "the guild stops moving carefully"
    )


# --- outcomes that change the Crawl ------------------------------------------------------------


def outcome(game: Table, o: Outcome, actor: str | None, *, noisy: bool = False) -> None:
    """Outcomes about the level rather than an adventurer (``interaction.LEVEL``): flags,
    secrets, moves, time, a fight, a mood."""
    state: LevelState = game.state
    if isinstance(o, SetFlag):
        game.states[game.depth] = replace(state, flags=state.flags | {o.id})
        razed = deeds.architecture(o.id, game.level.seed.name)  # pp. 33, 149
        if razed is not None and o.id not in state.flags:
            game.feats = (*game.feats, razed)
    elif isinstance(o, ClearFlag):
        game.states[game.depth] = replace(state, flags=state.flags - {o.id})
    elif isinstance(o, Reveal):
        secrets.reveal(game, o.id, elsewhere=o.elsewhere)
    elif isinstance(o, PassWatches):
        for _ in range(max(1, o.count)):
            watch_passes(game, "long_task")
    elif isinstance(o, ExtraDraw):
        for _ in range(max(1, o.count)):
            extra(game, "loud_noise" if noisy else "time")
    elif isinstance(o, Move):
        _move(game, o.id)
    elif isinstance(o, StartChallenge):
        meet.challenge_from(game, o.creature)
    elif isinstance(o, Sway):
        meet.set_disposition(game, o.emotion, o.creature)
    else:
        raise AssertionError(f"{o.effect!r} is not an outcome about the level")


def _move(game: Table, where: str) -> None:
    if where == "back":
        if game.came_from is None:
            game.ruling("p. 86", "there is nowhere to turn back to: the guild stays")
            return
        back = game.came_from
        game.pos = game.plan.level.map.rooms[back].centre
        game.offer_clear()
        enter(game, back)
        return
    if where == landings.FAR:  # across the level, to the room the key names
        far = landings.far_room(game.plan.level.map, game.level.keyed.secret_rooms, game.room)
        game.ruling("Appendix E", f"the guild is carried across the level to {game.plan.key(far)}")
        game.pos = game.plan.level.map.rooms[far].centre
        game.offer_clear()
        enter(game, far)
        return
    wanted: cmd.WayName = "down" if where == "deeper_level" else "up"
    index = landings.way(game.level.ways, game.room, where)
    if index is None:
        game.ruling("Appendix E", f"there is no level {wanted} from here: nothing happens")
        return
    way = game.level.ways[index]
    st = game.state
    if way.secret and index not in st.found_ways:  # carried by it, the guild learns it
        game.states[game.depth] = replace(st, found_ways=st.found_ways | {index})
    game.pos = (way.x, way.y)
    game.room = way.room
    take(game, cmd.Take(way=wanted))
