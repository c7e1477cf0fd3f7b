"""Issue 21, points 4 and 5, over many seeds: risk and reward grow with the distance from the
nearest known surface entrance; no room holds nothing; every secret door has a clue pointing
at the wall that really holds it, every hidden way one in the floor of its room; every clue
points at a real place that really holds what it tells of."""

from __future__ import annotations

from collections import defaultdict

from hypothesis import example, given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import danger, maps, scenery
from worm.gen.layout import Layout, LayoutSettings
from worm.gen.underworld import Level, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 9)
THREAT = {"minion": 1, "strategist": 2, "brute": 3, "elite": 4, "dungeon_lord": 5}
PACK = loader.default()
NEAR, MIDDLE, FAR = "near (0-5)", "middle (6-11)", "far (12+)"


def _band(distance: int) -> str:
    return NEAR if distance < 6 else MIDDLE if distance < 12 else FAR


def _known_hops(plan: Layout) -> dict[int, int]:
    """The oracle: levels crossed from a known surface entrance, by known connections."""
    hops = {s.number: 0 for s in plan.levels if s.surface_entrance in ("main", "known")}
    changed = True
    while changed:
        changed = False
        for c in plan.connections:
            if c.secret:
                continue
            for here, there in ((c.a, c.b), (c.b, c.a)):
                if here in hops and hops.get(there, 99) > hops[here] + 1:
                    hops[there] = hops[here] + 1
                    changed = True
    return hops


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_distance_is_levels_crossed_plus_rooms_walked(seed: int, k: int) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    hops = _known_hops(world.layout)
    for level in world.levels:
        far = [stock.distance for stock in level.stock]
        crossed = hops.get(level.number)
        if crossed is not None:
            assert min(far) == danger.LEVEL_STEPS * crossed  # where the guild comes in
        for a, b in ((e.a, e.b) for e in level.map.edges):
            assert abs(far[a] - far[b]) <= 1  # one room's walk at a time
        if level.slot.surface_entrance in ("main", "known"):
            door = next(w.room for w in level.ways if w.end == "entrance")
            assert far[door] == 0


def _rooms(first: int, count: int) -> dict[str, list[tuple[float, float, float]]]:
    """(risk, threat of a standing group, gold) of every room of ``count`` Underworlds from
    seed ``first``, by distance band. Risk: the group's threat (0 if none; the lord 5) plus
    twice the deadliness of each trap."""
    found: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    for seed in range(first, first + count):
        for level in generate(seed).levels:
            for stock in level.stock:
                threat = max(
                    (THREAT[PACK.monsters[d].encounter_threat] for d in stock.denizens), default=0
                )
                traps = sum(2 * danger.DEADLY.get(t, 2) for t in stock.traps)
                gold = sum(PACK.treasure[t].value for t in stock.treasure)
                lord = 5 if stock.lord else 0  # where the lord waits is the keying's choice
                found[_band(stock.distance)].append(
                    (max(lord, threat) + traps, 0 if stock.lord else threat, gold)
                )
    return found


def _mean(values: list[float]) -> float:
    return sum(values) / max(1, len(values))


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 2**40))
@example(13857365)  # hypothesis found it: a floor of groups flat with distance filled the
# levels by the door as full as those a crossing in (risk 1.13 by the door, 1.08 a level in)
def test_mean_risk_and_reward_rise_with_distance(first: int) -> None:
    rooms = _rooms(first, 20)
    risk = [_mean([r for r, _, _ in rooms[band]]) for band in (NEAR, MIDDLE, FAR)]
    gold = [_mean([g for _, _, g in rooms[band]]) for band in (NEAR, MIDDLE, FAR)]
    held = [_mean([1.0 if t else 0.0 for _, t, _ in rooms[band]]) for band in (NEAR, FAR)]
    assert risk[0] < risk[1] < risk[2], f"risk by band {risk}"
    assert gold[0] < gold[1] < gold[2], f"gold per room by band {gold}"
    # who stands in a room is its faction's (p. 337), so a group's own threat is weighed only
    # among the holders' members; how many rooms hold a group is the distance's alone
    assert held[0] < held[1], f"rooms with a group, near and far: {held}"


def test_risk_rises_clearly_at_every_step() -> None:
    """Issue 21 point 5, as the GM reads it: over a sweep, the mean risk of a room a level in
    is clearly above that of a room by the door, and far out clearly above both (it was
    1.27, 1.39, 1.83: brutes by the door, lairs anywhere)."""
    rooms = _rooms(0, 40)
    risk = [_mean([r for r, _, _ in rooms[band]]) for band in (NEAR, MIDDLE, FAR)]
    assert risk[1] - risk[0] >= 0.2 and risk[2] - risk[1] >= 0.3, f"risk by band {risk}"


@settings(max_examples=15, deadline=None)
@given(seeds, levels)
def test_no_brute_or_elite_stands_by_the_door_outside_a_lair(seed: int, k: int) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        lairs = {f.lair for f in level.factions.factions} if level.factions else set()
        for r, stock in enumerate(level.stock):
            if stock.lord or r in lairs:
                continue
            for d in stock.denizens:
                threat = PACK.monsters[d].encounter_threat
                assert danger.stands(threat, stock.distance), (level.number, r, d, stock.distance)


def test_the_rules_rise_with_distance() -> None:
    near, far = 0, danger.FAR
    assert danger.denizen_share(near) < danger.denizen_share(far)
    assert danger.trap_share(near) < danger.trap_share(far)
    assert danger.tier(near) == 1 and danger.tier(far) == 5
    assert danger.threat_weight("minion", near) > danger.threat_weight("minion", far)
    assert danger.threat_weight("elite", near) < danger.threat_weight("elite", far)
    assert danger.trap_weight("rolling_boulder", near) < danger.trap_weight("rolling_boulder", far)
    assert danger.trap_weight("arrow_trap", near) > danger.trap_weight("arrow_trap", far)
    assert danger.stands("minion", 0) and danger.stands("strategist", 0)
    assert not danger.stands("brute", 0) and danger.stands("brute", danger.FAR)
    assert not danger.stands("elite", danger.LEVEL_STEPS) and danger.stands("elite", danger.FAR)
    steps = range(0, danger.FAR + 10)
    shares = [danger.denizen_share(d) for d in steps]
    assert shares == sorted(shares)


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_no_room_holds_nothing(seed: int, k: int) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        for r, stock in enumerate(level.stock):
            assert not scenery.bare(stock), f"{level.keyed.keys[r]} holds nothing"
            assert stock.reasons
            for piece in stock.scenery:
                assert piece in PACK.scenery
                assert not (stock.safe and PACK.scenery[piece].column == "terrain")


def _side(room: maps.Room, door: tuple[int, int], wall: str) -> bool:
    """Whether ``door`` lies on the ``wall`` side of the room's middle."""
    cx, cy = room.x + (room.w - 1) / 2, room.y + (room.h - 1) / 2
    return {
        "east": door[0] > cx,
        "west": door[0] < cx,
        "south": door[1] > cy,
        "north": door[1] < cy,
    }[wall]


def _door_at(level: Level, here: int, there: int, secret: bool) -> list[tuple[int, int]]:
    doors = []
    for edge in level.map.edges:
        if edge.secret != secret:
            continue
        if (edge.a, edge.b) == (here, there):
            doors.append(edge.doors[0])
        elif (edge.b, edge.a) == (here, there):
            doors.append(edge.doors[1])
    return doors


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_every_secret_door_has_a_clue_and_every_clue_points_at_a_real_place(
    seed: int, k: int
) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        keys = level.keyed.keys
        for edge in level.map.edges:
            if edge.secret:
                told = [
                    c
                    for r in (edge.a, edge.b)
                    for c in level.stock[r].clues
                    if c["about"] == "secret"
                ]
                assert told, f"the secret door {keys[edge.a]}-{keys[edge.b]} has no clue"
        for index, way in enumerate(level.ways):
            if way.secret:
                assert any(
                    c["about"] == "hidden_way" and c["wall"] == "floor"
                    for c in level.stock[way.room].clues
                ), f"the hidden way {index} in {keys[way.room]} has no clue"
        for here, stock in enumerate(level.stock):
            for clue in stock.clues:
                if clue["about"] == "hidden_way":
                    assert clue["room"] == keys[here]
                    continue
                there = keys.index(clue["room"])
                doors = _door_at(level, here, there, secret=clue["about"] == "secret")
                assert doors, f"{keys[here]}: a clue of {clue['room']}, not beside it"
                room = level.map.rooms[here]
                assert any(_side(room, d, clue["wall"]) for d in doors), (
                    f"{keys[here]}: the {clue['wall']} wall holds no way to {clue['room']}"
                )
                held = level.stock[there]
                assert {
                    "denizens": bool(held.denizens),
                    "trap": bool(held.traps),
                    "treasure": bool(held.treasure),
                    "secret": True,
                }[clue["about"]], f"{keys[here]}: a clue of {clue['about']} in an empty room"


@settings(max_examples=15, deadline=None)
@given(seeds)
def test_every_room_beside_a_creature_trap_or_treasure_gives_it_away(seed: int) -> None:
    for level in generate(seed).levels:
        keys = level.keyed.keys
        for edge in level.map.edges:
            if edge.secret:
                continue
            for here, there in ((edge.a, edge.b), (edge.b, edge.a)):
                held = level.stock[there]
                if held.denizens or held.traps or held.treasure:
                    assert any(
                        c["room"] == keys[there] and c["about"] != "secret"
                        for c in level.stock[here].clues
                    ), f"{keys[here]} gives no clue of {keys[there]}"
