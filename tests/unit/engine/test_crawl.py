"""The Crawl through the engine, with the book's numbers (pp. 11, 88–95, 160, 178, 182).

Each test arranges the cards it needs by stacking the decks (a stacked deck is still all 57 + 21
cards), and reads the answer from the events a player would see.

Seeds used (checked by the tests' own preconditions):

- 2 (``WALK``): the seed whose guild (a2 carries a lantern; a3 a torch and a candle, a hand to
  take them up and room for oil) and City most engine tests share.
- ``route_seed()``, the first found by ``_walk``: the entrance room 101 leads to 102 and 103, and
  through 102 to 104 (which 101 does not touch), none of them holding creatures or traps;
  ``go`` to 102 enters 102 alone, and ``go`` to 104 enters 102 then 104;
  level 1's cards I–V are "torches gutter"; the GM lights a2's lantern (4 flickers) on the way in.
- ``locked_seed()``, the first found by ``_locked_door``: a door from 101 is locked
  (``behind_room()`` names the room behind it); nobody carries lockpicks, a crowbar or a
  battering ram; a1 has room for the tools tests hand them.
- ``sealed_seed()``, the first found by ``_sealed``: the door from 101 to 103 is locked and 103 has
  no other way in that the guild can walk; nobody carries lockpicks, a crowbar or a ram.

The three are searched for when a test first asks (and kept): not as the module is imported,
which every pytest-xdist worker and every test module that borrows a helper from here does.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import pytest

from tests.fixtures import seeds
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, meet, outcomes, wounds
from worm.engine.log import line
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried, Inventory
from worm.model.level import LevelState
from worm.rules import disposition, durability, pack_space

MAJOR = {card.value: card for card in tarot.MAJOR_CARDS}
EVERY_EVENT = frozenset(range(6, 22))  # every entry but torches gutter marked off: respites
WALK = 2  # the seed described above


# --- arranging a game -------------------------------------------------------------------------


def on_top(deck: tarot.Deck, cards: Iterable[tarot.Card]) -> tarot.Deck:
    """``deck`` with ``cards`` next to be drawn, in order (taken from wherever they lie)."""
    cards = tuple(cards)
    assert not set(cards) & set(deck.elsewhere), "cannot stack a card that is in play"
    rest = tuple(c for c in deck.draw_pile if c not in cards)
    discard = tuple(c for c in deck.discard_pile if c not in cards)
    return tarot.Deck(deck.name, cards + rest, discard, deck.elsewhere)


def stack(game: Game, *, major: Iterable[int] = (), minor: Iterable[str] = ()) -> None:
    """Put these major values, then these minor cards (by name), on top of their decks."""
    decks = game.decks.replace(on_top(game.decks.major, (MAJOR[v] for v in major)))
    decks = decks.replace(on_top(decks.minor, (tarot.card_named(n) for n in minor)))
    tarot.check(decks)
    game.decks = decks


def below(seed: int, *major: int, marked: frozenset[int] = EVERY_EVENT) -> Game:
    """A game gone down the main entrance, the level's table ``marked`` off beforehand and the
    major cards ``major`` next on the deck (the first is the entrance room's watch)."""
    game = Game.new(seed)
    game.states[1] = LevelState(marked=marked)
    stack(game, major=major)
    game.execute(cmd.Delve())
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "101")
    assert game.choice is None
    return game


def beyond(game: Game, key: str) -> set[str]:
    """The rooms next to the entrance room, or to ``key``, that the entrance room does not touch
    save ``key`` itself: where a walk from the entrance must pass through ``key``."""
    plan = game.plan
    near = {plan.key(o) for o, _ in plan.links[game.room]}
    return {plan.key(o) for o, _ in plan.links[plan.by_key[key]]} - near - {plan.key(game.room)}


def _walk(seed: int) -> bool:
    """Whether seed ``seed`` is as ``route_seed()`` is described above."""
    try:
        game = below(seed, 6)
    except AssertionError:
        return False
    plan, stock = game.plan, game.level.stock
    keys = ("101", "102", "103", "104")
    if not all(key in plan.by_key for key in keys):
        return False
    rooms = [stock[plan.by_key[key]] for key in keys]
    near = {plan.key(o) for o, _ in plan.links[game.room]}
    return (
        not any(room.denizens or room.traps for room in rooms)
        and {"102", "103"} <= near
        and "104" in beyond(game, "102")
        and [e.get("kind") for e in game.level.meatgrinder[:5]] == ["gutter"] * 5
        and [(c.item, c.flickers) for c in lit(game, "a2")] == [("lantern", 4)]
        and _enters(seed, cmd.Go(to="102")) == ["102"]
        and _enters(seed, cmd.Go(to="104")) == ["102", "104"]
    )


def _enters(seed: int, command: cmd.Command) -> list[str]:
    """The rooms a calm walk of ``command`` enters (``go`` takes the fewest tiles, so a room
    that 101 touches by a long corridor may be reached through others)."""
    game = below(seed, 6, 7, 8)
    return [e.room for e in of(game.execute(command), ev.Enter)]


def _locked_beside(seed: int) -> str | None:
    """The room behind a locked door from 101 on level 1, when nobody carries lockpicks, a
    crowbar or a battering ram (locks sit where nothing leads round them, so few are next to
    the way in); None when there is none."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    if (game.phase, game.plan.key(game.room), game.choice) != ("crawl", "101", None):
        return None
    tools = ("lockpicks", "crowbar", "battering_ram")
    if any(kit.find(a, tool) for a in game.guild.adventurers for tool in tools):
        return None
    if not _room_for_tools(game):
        return None
    for other, edge in game.plan.links[game.room]:
        if game.plan.level.map.edges[edge].locked:
            return game.plan.key(other)
    return None


def _locked_door(seed: int) -> bool:
    return _locked_beside(seed) is not None


GIVEN = (("lockpicks", 6), ("crowbar", 1), ("hatchet", 1), ("hammer_tool", 1), ("spyglass", 1))
"""What tests at a locked door hand a1, one at a time (``give``)."""


def _room_for_tools(game: Game) -> bool:
    """Whether a1 has room in their pack for each of ``GIVEN``."""
    a1 = game.guild.adventurer("a1")
    return all(kit.gain(a1, item, n, game.pack)[1] == n for item, n in GIVEN)


@functools.cache
def locked_seed() -> int:
    return seeds.find(_locked_door, "a locked door from 101 on level 1, and no tool to open it")


@functools.cache
def behind_room() -> str:
    """The room behind ``locked_seed()``'s locked door."""
    return _locked_beside(locked_seed()) or ""


def _sealed(seed: int) -> bool:
    """Whether level 1's door from 101 to 103 is locked, nothing else leads there, and
    nobody carries a tool to open it (``sealed`` asserts it)."""
    game = Game.new(seed)
    game.states[1] = LevelState(marked=EVERY_EVENT)
    game.execute(cmd.Delve())
    if (game.phase, game.plan.key(game.room), game.choice) != ("crawl", "101", None):
        return False
    plan = game.plan
    edges = [e for o, e in plan.links[game.room] if plan.key(o) == "103"]
    if len(edges) != 1 or not plan.level.map.edges[edges[0]].locked:
        return False
    goal = plan.level.map.rooms[plan.by_key["103"]].centre
    tools = ("lockpicks", "crowbar", "battering_ram")
    return not plan.path(game.pos, goal, plan.cost(game.state)) and not any(
        kit.find(a, tool) for a in game.guild.adventurers for tool in tools
    )


@functools.cache
def sealed_seed() -> int:
    return seeds.find(_sealed, "level 1's door 101–103 locked, no way round it, and no tool")


def of(events: Iterable[ev.Event], kind: type[ev.Event]) -> list:
    return [e for e in events if isinstance(e, kind)]


def give(game: Game, who: str, item: str, count: int = 1) -> None:
    adventurer, placed = kit.gain(game.guild.adventurer(who), item, count, game.pack)
    assert placed == count, f"{who} has no room for {item}"
    game.guild = game.guild.with_adventurer(adventurer)


def strip(game: Game, keep: tuple[str, int] | None = None, *, what: str = "light") -> None:
    """Take every light source and lamp oil (or, with ``what="lockpicks"``, every lockpick)
    from the whole guild, except ``keep``: the adventurer's id and the uid of the thing they
    carry (uids are counted per adventurer, so a uid alone may name another's lantern too)."""
    for a in game.guild.adventurers:
        inventory = a.inventory
        for carried in a.inventory.things():
            item = game.pack.items[carried.item]
            doomed = (
                item.light is not None or item.fuel_flickers is not None
                if what == "light"
                else carried.item == what
            )
            if doomed and (a.id, carried.uid) != keep:
                inventory = pack_space.remove(inventory, carried.uid)
        game.guild = game.guild.with_adventurer(a.model_copy(update={"inventory": inventory}))


def lit(game: Game, who: str) -> list[Carried]:
    return kit.lit(game.guild.adventurer(who))


def snapshot(game: Game) -> tuple:
    """The whole game state and its log, less the one trace a refused command leaves."""
    events = game.log.events
    if events and events[-1].type == "refused":
        events = events[:-1]
    return ("".join(line(e) + "\n" for e in events), game.snapshot())


@functools.cache
def route_seed() -> int:
    return seeds.find(_walk, "101 by 102 and 103, 104 beyond 102, all calm; I–V gutter; a lantern")


def test_the_seeds_are_as_described() -> None:
    """The preconditions of the tests below: if content or generation changes these seeds,
    this fails first and says which."""
    game = below(route_seed(), 6)
    stock = game.level.stock
    for key in ("101", "102", "103", "104"):
        room = game.plan.by_key[key]
        assert not stock[room].denizens and not stock[room].traps, (
            f"seed {route_seed()}, room {key}"
        )
    assert "104" in beyond(game, "102"), (
        f"seed {route_seed()}: 104 lies beyond 102, not next to 101"
    )
    assert [e.get("kind") for e in game.level.meatgrinder[:5]] == ["gutter"] * 5
    assert [(c.item, c.flickers) for c in lit(game, "a2")] == [("lantern", 4)]
    game = below(locked_seed(), 6)
    door(game)
    for tool in ("lockpicks", "crowbar", "battering_ram"):
        assert not any(kit.find(a, tool) for a in game.guild.adventurers), (
            f"seed {locked_seed()}, {tool}"
        )
    game = below(sealed_seed(), 6)
    sealed(game)
    for tool in ("lockpicks", "crowbar", "battering_ram"):
        assert not any(kit.find(a, tool) for a in game.guild.adventurers), (
            f"seed {sealed_seed()}, {tool}"
        )


# --- watches and the Meatgrinder (pp. 90–91) ----------------------------------------------------


@pytest.mark.parametrize("card", [7, 1], ids=["a-marked-entry", "torches-gutter"])
def test_entering_a_room_passes_one_watch_and_one_meatgrinder_draw(card: int) -> None:
    """p. 90: each room the guild passes into is a watch; the GM draws one major card for it."""
    game = below(route_seed(), 6, card)
    events = game.execute(cmd.Go(to="102"))
    assert [(w.n, w.cause, w.room) for w in of(events, ev.Watch)] == [(2, "room", "102")]
    draws = [d for d in of(events, ev.Draw) if d.deck == "major"]
    assert [(d.card.value, d.purpose) for d in draws] == [(card, "meatgrinder")]
    (reading,) = of(events, ev.Meatgrinder)
    assert (reading.card.value, reading.trigger, reading.counts) == (card, "watch", True)
    assert [s.reason for s in of(events, ev.Stop)] == ["arrived"]
    assert game.watches == 2 and game.plan.key(game.room) == "102"


def sealed(game: Game) -> None:
    """``sealed_seed()``'s precondition: 101's door to 103 is locked and nothing else leads
    there."""
    plan = game.plan
    (edge,) = [e for o, e in plan.links[game.room] if plan.key(o) == "103"]
    assert plan.level.map.edges[edge].locked and edge not in game.state.unlocked, sealed_seed()
    goal = plan.level.map.rooms[plan.by_key["103"]].centre
    assert not plan.path(game.pos, goal, plan.cost(game.state)), (
        f"seed {sealed_seed()}: a way round"
    )


def test_going_two_rooms_away_passes_two_watches() -> None:
    """p. 90: 104 lies beyond 102, so the walk is two rooms entered and two watches."""
    game = below(route_seed(), 6, 7, 8)
    events = game.execute(cmd.Go(to="104"))
    assert [(w.n, w.room) for w in of(events, ev.Watch)] == [(2, "102"), (3, "104")]
    assert [e.room for e in of(events, ev.Enter)] == ["102", "104"]
    assert [m.card.value for m in of(events, ev.Meatgrinder)] == [7, 8]
    assert [(s.reason, s.detail) for s in of(events, ev.Stop)] == [("arrived", "104")]


def test_going_stops_in_the_room_where_the_meatgrinder_brings_something() -> None:
    """p. 178: the event is described with the room it happens in, so the walk ends there."""
    game = below(route_seed(), 6, 7, marked=frozenset({6}))
    events = game.execute(cmd.Go(to="104"))
    assert [w.room for w in of(events, ev.Watch)] == ["102"]
    (reading,) = of(events, ev.Meatgrinder)
    assert (reading.card.value, reading.band, reading.respite) == (7, "curiosity", False)
    assert [(s.reason, s.detail) for s in of(events, ev.Stop)] == [("meatgrinder", "in 102")]
    assert game.plan.key(game.room) == "102"


def test_going_stops_at_a_locked_door_and_no_watch_passes() -> None:
    """p. 88: a locked door bars the way until it is opened, picked or forced."""
    game = below(sealed_seed(), 6)
    sealed(game)
    events = game.execute(cmd.Go(to="103"))
    (stop,) = of(events, ev.Stop)
    assert stop.reason == "door" and "locked door between" in stop.detail
    assert not of(events, ev.Watch) and not of(events, ev.Draw)
    assert game.plan.key(game.room) == "101" and game.watches == 1


@pytest.mark.parametrize("extra", [1, 3, 5, 6, 11, 16, 21], ids=lambda v: f"card-{v}")
def test_moving_carefully_draws_once_more_per_room_counting_only_on_i_to_v(extra: int) -> None:
    """p. 91: moving carefully, an extra card follows the room's own draw; only I–V
    (torches gutter: time passes) does anything."""
    game = below(route_seed(), 8, 7, extra)
    game.execute(cmd.Careful(on=True))
    events = game.execute(cmd.Go(to="102"))
    readings = [(m.card.value, m.trigger, m.counts) for m in of(events, ev.Meatgrinder)]
    assert readings == [(7, "watch", True), (extra, "moving_carefully", extra <= 5)]
    flickers = [(x.item, x.change, x.flickers) for x in of(events, ev.Light)]
    assert flickers == ([("Lantern", "flicker", 3)] if extra <= 5 else [])
    if extra > 5:
        assert any(g.rule == "p. 91" and "passes quietly" in g.why for g in of(events, ev.Gm))
    assert game.state.marked == EVERY_EVENT  # an extra draw that does not count marks nothing


def test_moving_carefully_can_be_stopped() -> None:
    game = below(route_seed(), 6, 7, 8)
    game.execute(cmd.Careful(on=True))
    game.execute(cmd.Careful(on=False))
    events = game.execute(cmd.Go(to="102"))
    assert [m.trigger for m in of(events, ev.Meatgrinder)] == ["watch"]


@pytest.mark.parametrize("extra", [1, 15, 16, 20, 21], ids=lambda v: f"card-{v}")
def test_forcing_a_door_is_loud_and_draws_an_extra_card_counting_only_on_xvi_to_xx(
    extra: int,
) -> None:
    """p. 91: a loud noise brings an extra draw that only counts as a random encounter."""
    game = below(locked_seed(), 6, extra, marked=frozenset({6}))
    events = game.execute(cmd.ForceDoor(to=behind_room()))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    (reading,) = of(events, ev.Meatgrinder)
    encounter = 16 <= extra <= 20
    assert (reading.card.value, reading.trigger, reading.counts) == (extra, "loud_noise", encounter)
    assert of(events, ev.Fate), "the force is a test of Swords"
    assert bool(of(events, ev.Disposition)) == encounter, "an encounter meets creatures"
    assert game.state.marked == (frozenset({6, extra}) if encounter else frozenset({6}))


def test_a_marked_off_entry_drawn_again_is_a_watch_of_respite() -> None:
    """p. 91: an event happens once; its card drawn again before restocking is a respite."""
    game = below(route_seed(), 7, 1, marked=frozenset())
    assert game.state.marked == {7}
    stack(game, major=[7])  # the Temperance of the entrance room, back on top
    events = game.execute(cmd.Go(to="102"))
    (reading,) = of(events, ev.Meatgrinder)
    assert (reading.card.value, reading.respite, reading.counts) == (7, True, True)
    assert any(g.rule == "p. 91" and "respite" in g.why for g in of(events, ev.Gm))
    assert [s.reason for s in of(events, ev.Stop)] == ["arrived"]  # nothing happens
    assert game.state.marked == {7}


def test_torches_gutter_is_never_marked_off_and_happens_every_time() -> None:
    """p. 91: I–V are never marked: drawn again, the torches gutter again."""
    game = below(route_seed(), 1, marked=frozenset())
    stack(game, major=[1])
    events = game.execute(cmd.Go(to="102"))
    (reading,) = of(events, ev.Meatgrinder)
    assert (reading.card.value, reading.respite) == (1, False)
    assert [x.flickers for x in of(game.log.events, ev.Light) if x.change == "flicker"] == [3, 2]
    assert game.state.marked == frozenset()


def test_leaving_and_going_down_again_restocks_every_table() -> None:
    """p. 160 (and p. 91): after a City Phase the GM fills the Meatgrinder tables afresh."""
    game = below(route_seed(), 6, marked=frozenset())
    assert game.state.marked == {6}
    game.states[3] = LevelState(marked=frozenset({8, 17}))  # a level visited before
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city"
    stack(game, major=[2])  # the new entrance watch gutters: it marks nothing
    events = game.execute(cmd.Delve())
    restocks = [g for g in of(events, ev.Gm) if g.rule == "p. 160" and "Meatgrinder" in g.why]
    assert [g.why.split(":")[0] for g in restocks] == [
        "level 1's Meatgrinder, card 6",
        "level 3's Meatgrinder, card 8",
        "level 3's Meatgrinder, card 17",
    ]  # each entry met is written over (restocking.py)
    assert events.index(restocks[-1]) < events.index(of(events, ev.Watch)[0])
    assert {number: state.marked for number, state in game.states.items()} == {
        1: frozenset(),
        3: frozenset(),
    }


# --- light (pp. 94–95, 168) ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "item", "capacity"),
    [("a3", "torch", 3), ("a3", "candle", 2), ("a2", "lantern", 4)],
    ids=["torch", "candle", "lantern"],
)
def test_a_light_goes_out_after_as_many_gutters_as_its_flickers(
    who: str, item: str, capacity: int
) -> None:
    """p. 95: candle 2, torch 3, lantern 4 flickers; each time torches gutter, one is used."""
    game = Game.new(WALK)
    game.execute(cmd.UseItem(who=who, item=item))
    (source,) = lit(game, who)
    assert (source.item, source.flickers) == (item, capacity)
    mark = len(game.log.events)
    for _ in range(capacity):
        assert lit(game, who), f"the {item} went out early"
        wounds.flicker(game, game.guild.adventurer(who), 1, cause="torches gutter")
    changes = [(x.change, x.flickers) for x in of(game.log.since(mark), ev.Light)]
    assert changes == [("flicker", n) for n in range(capacity - 1, 0, -1)] + [("out", 0)]
    assert not lit(game, who)
    spent = next(c for c in game.guild.adventurer(who).inventory.things() if c.uid == source.uid)
    assert (spent.lit, spent.flickers) == (False, 0)


def test_the_lantern_burns_out_on_its_fourth_gutter_and_the_walk_stops() -> None:
    """p. 95 through the Meatgrinder: four torches-gutter cards, one per room entered."""
    game = below(route_seed(), 1, 2, 3, 4, marked=frozenset())
    game.execute(cmd.Go(to="102"))
    game.execute(cmd.Go(to="101"))
    events = game.execute(cmd.Go(to="102"))
    assert [(x.item, x.change, x.flickers) for x in of(events, ev.Light)] == [("Lantern", "out", 0)]
    assert [s.reason for s in of(events, ev.Stop)] == ["light"]
    assert any(g.rule == "p. 95" and "burns out" in g.why for g in of(events, ev.Gm))
    assert not any(lit(game, a.id) for a in game.guild.adventurers)
    assert game.phase == "crawl"  # torches and candles are left: not doomed


@pytest.mark.parametrize("left", [1, 0], ids=["last-flicker", "gone-out"])
def test_a_flask_of_oil_fills_the_lantern_to_four_flickers(left: int) -> None:
    """p. 168: a flask of oil gives a lantern 4 flickers, even poured on the last one."""
    game = Game.new(WALK)
    game.execute(cmd.UseItem(who="a2", item="lantern"))
    wounds.flicker(game, game.guild.adventurer("a2"), 4 - left, cause="torches gutter")
    give(game, "a2", "oil")
    events = game.execute(cmd.UseItem(who="a2", item="oil"))
    assert [(x.change, x.flickers) for x in of(events, ev.Light)] == [("refuelled", 4)]
    lantern = kit.find(game.guild.adventurer("a2"), "lantern")[0]
    assert (lantern.lit, lantern.flickers) == (True, 4)
    assert kit.count(game.guild.adventurer("a2"), "oil") == 0


def test_oil_without_a_lantern_is_refused() -> None:
    game = Game.new(WALK)
    give(game, "a3", "oil")
    with pytest.raises(IllegalCommand, match="nothing that burns"):
        game.execute(cmd.UseItem(who="a3", item="oil"))


def test_dropping_a_lit_lantern_destroys_it() -> None:
    """p. 95: a dropped lantern shatters."""
    game = below(route_seed(), 6)
    events = game.execute(cmd.DropItem(who="a2", item="lantern"))
    assert [(x.change, x.flickers) for x in of(events, ev.Light)] == [("destroyed", 0)]
    assert any(g.rule == "p. 95" and "shatters" in g.why for g in of(events, ev.Gm))
    assert kit.find(game.guild.adventurer("a2"), "lantern") == []
    assert game.phase == "crawl"  # unlit torches remain: the guild is not out of light


def _doomed(events: list[ev.Event]) -> bool:
    return any(g.rule == "p. 95" and "We're doomed!" in g.why for g in of(events, ev.Gm))


@pytest.mark.parametrize("how", ["dropped", "burned-out"])
def test_losing_the_last_light_of_all_is_were_doomed(how: str) -> None:
    """p. 95: a guild completely out of light draws, each adventurer, on We're doomed!"""
    game = below(route_seed(), 6)
    (lantern,) = lit(game, "a2")
    strip(game, keep=("a2", lantern.uid))
    if how == "dropped":
        events = game.execute(cmd.DropItem(who="a2", item="lantern"))
    else:
        mark = len(game.log.events)
        wounds.flicker(game, game.guild.adventurer("a2"), 4, cause="torches gutter")
        events = game.log.since(mark)
    assert _doomed(events)
    dooms = [d for d in of(events, ev.Draw) if d.purpose == "doomed"]
    fools = sum(d.card.is_fool for d in dooms)
    assert len(dooms) - fools == 3 and all(d.deck == "minor" for d in dooms)
    assert game.phase in ("city", "over")


def test_a_spare_torch_means_the_guild_is_not_doomed() -> None:
    game = below(route_seed(), 6)
    (lantern,) = lit(game, "a2")
    strip(game, keep=("a2", lantern.uid))
    give(game, "a1", "torch")
    events = game.execute(cmd.DropItem(who="a2", item="lantern"))
    assert not _doomed(events) and game.phase == "crawl"


# --- the cards as an oracle (p. 182) ---------------------------------------------------------


def oracle_game(
    minor_discard: str | None, *, draw_next: str | None = None, major_discard: int | None = None
) -> Game:
    """Seed 2's guild as cups (front), swords, cups (rear), with the discard piles arranged."""
    game = Game.new(WALK)
    for who, path in zip(game.guild.marching_order, ("cups", "swords", "cups"), strict=True):
        adventurer = game.guild.adventurer(who)
        game.guild = game.guild.with_adventurer(adventurer.model_copy(update={"path": path}))
    discard = () if minor_discard is None else (tarot.card_named(minor_discard),)
    first = () if draw_next is None else (tarot.card_named(draw_next),)
    rest = tuple(c for c in tarot.MINOR_CARDS if c not in discard + first)
    majors = () if major_discard is None else (MAJOR[major_discard],)
    game.decks = tarot.Decks(
        tarot.Deck("minor", first + rest, discard),
        tarot.Deck("major", tuple(c for c in tarot.MAJOR_CARDS if c not in majors), majors),
    )
    tarot.check(game.decks)
    return game


@pytest.mark.parametrize(
    ("card", "place"),
    [("Three of Cups", 0), ("Four of Cups", -1), ("King of Cups", -1), ("Ace of Swords", 1)],
    ids=["odd-first-of-two", "even-last-of-two", "king-even", "only-one-walks-it"],
)
def test_the_minor_discard_picks_the_adventurer_whose_path_matches(card: str, place: int) -> None:
    """p. 182: the suit names the path; among several, odd is the first, even the last."""
    game = oracle_game(card)
    chosen = outcomes.random_adventurer(game)
    assert chosen.id == game.guild.marching_order[place]
    assert not of(game.log.events, ev.Draw), "the discard pile was read, no card drawn"
    assert any(g.rule == "p. 182" and card in g.why for g in of(game.log.events, ev.Gm))


@pytest.mark.parametrize(
    ("discard", "fresh", "place"),
    [
        ("Five of Wands", "Two of Swords", 1),
        ("The Fool", "Seven of Cups", 0),
        (None, "Eight of Cups", -1),
        ("Five of Wands", "Six of Pentacles", 0),
    ],
    ids=["no-path-matches", "the-fool", "empty-pile", "twice-nobody-so-the-front"],
)
def test_when_the_discard_names_nobody_a_fresh_card_is_read(
    discard: str | None, fresh: str, place: int
) -> None:
    """p. 182 policy: a fresh minor card is drawn, discarded and read; after a second miss the
    front of the marching order takes it."""
    game = oracle_game(discard, draw_next=fresh)
    chosen = outcomes.random_adventurer(game)
    assert chosen.id == game.guild.marching_order[place]
    draws = of(game.log.events, ev.Draw)
    assert [(d.card.name, d.purpose) for d in draws] == [(fresh, "oracle")]
    assert game.decks.minor.top_discard == tarot.card_named(fresh)
    tarot.check(game.decks)


def packed(game: Game, belt_empty: int | None = None) -> Adventurer:
    """The front adventurer with four things on the belt (uids 1–4) and 21 in the pack
    (uids 11–31), one slot left empty on the belt if asked."""
    belt = tuple(
        None if slot == belt_empty else Carried(uid=slot, item="rope") for slot in range(1, 5)
    )
    pack = tuple(Carried(uid=10 + slot, item="ration") for slot in range(1, 22))
    a = game.guild.in_marching_order()[0]
    return a.model_copy(update={"inventory": Inventory(belt=belt, pack=pack)})


@pytest.mark.parametrize(
    ("card", "slot"),
    [("Ten of Swords", 1), ("Page of Pentacles", 2), ("Ace of Cups", 3), ("King of Wands", 4)],
    ids=["swords-1", "pentacles-2", "cups-3", "wands-4"],
)
def test_the_minor_discard_suit_picks_the_belt_slot(card: str, slot: int) -> None:
    """p. 182: Swords the 1st belt slot, Pentacles the 2nd, Cups the 3rd, Wands the 4th."""
    game = oracle_game(card, major_discard=9)
    picked = wounds.pick(game, packed(game), "belt")
    assert picked is not None and picked.uid == slot
    assert wounds.pick(game, packed(game), "random").uid == slot  # belt first


@pytest.mark.parametrize("value", [1, 9, 21], ids=lambda v: f"major-{v}")
def test_the_major_discard_value_picks_the_pack_slot(value: int) -> None:
    """p. 182: the top major discard, 1–21, names one of the 21 pack slots."""
    game = oracle_game("Two of Cups", major_discard=value)
    picked = wounds.pick(game, packed(game), "pack")
    assert picked is not None and picked.uid == 10 + value
    assert any(
        g.rule == "p. 182" and f"pack slot {value}" in g.why for g in of(game.log.events, ev.Gm)
    )


def test_an_empty_slot_means_the_outcome_misses() -> None:
    """p. 182 policy (rules digest §C.4): an empty slot means nothing happens; no reroll."""
    game = oracle_game("Ace of Cups", major_discard=4)
    assert wounds.pick(game, packed(game, belt_empty=3), "belt") is None
    assert wounds.pick(game, packed(game, belt_empty=3), "random").uid == 14  # pack slot 4
    assert wounds.pick(game, packed(game), "random").uid == 3
    fool = oracle_game("The Fool", major_discard=4)
    assert wounds.pick(fool, packed(fool), "belt") is None


# --- the book's "No" (p. 5) ------------------------------------------------------------------

IN_THE_CITY = [
    cmd.Go(to="102"),
    cmd.Take(way="out"),
    cmd.Look(),
    cmd.Search(),
    cmd.Listen(),
    cmd.Careful(on=True),
    cmd.OpenDoor(to="102"),
    cmd.ForceDoor(to="102"),
    cmd.PickLock(to="102"),
    cmd.Act(target="door", option=1),
    cmd.Choose(option=1),
    cmd.DropItem(who="a1", item="torch"),
    cmd.TakeTreasure(),
    cmd.Talk(),
    cmd.Fight(),
    cmd.Withdraw(),
    cmd.Camp(),
]


@pytest.mark.parametrize("command", IN_THE_CITY, ids=lambda c: c.kind)
def test_crawl_commands_are_refused_before_the_guild_delves(command: cmd.Command) -> None:
    game = Game.new(WALK)
    game.execute(cmd.TestFate(who="a1", attribute="cups"))  # something in the log and decks
    if game.pending is not None:
        game.execute(cmd.AcceptFate())
    before = snapshot(game)
    with pytest.raises(IllegalCommand):
        game.execute(command)
    assert snapshot(game) == before


BELOW = [
    (cmd.Go(to="999"), "no room '999'"),
    (cmd.Go(to="102"), "already in 102"),
    (cmd.Take(way="down"), "no known way down"),
    (cmd.Delve(), "already below"),
    (cmd.Fight(), "no one here"),
    (cmd.PushFate(), "no failed test"),
    (cmd.Choose(option=1), "no choice"),
    (cmd.OpenDoor(to="999"), "no room '999'"),
    (cmd.ForceDoor(to="101"), "not locked"),
    (cmd.UseItem(who="a2", item="sword"), "carries no"),
    (cmd.DropItem(who="nobody", item="torch"), "no adventurer"),
    (cmd.Act(target="throne of skulls", option=1), "no 'throne of skulls' here"),
]


@pytest.mark.parametrize(("command", "why"), BELOW, ids=[f"{c.kind}:{why}" for c, why in BELOW])
def test_a_refused_crawl_command_changes_nothing(command: cmd.Command, why: str) -> None:
    """p. 5: the GM's "No" — nothing happens: no event, no card, no step taken."""
    game = below(route_seed(), 6, 7)
    game.execute(cmd.Go(to="102"))
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match=why):
        game.execute(command)
    assert snapshot(game) == before
    game.execute(cmd.Go(to="101"))  # and play goes on from where it was
    assert game.plan.key(game.room) == "101"


# --- locked doors (pp. 11, 88) ---------------------------------------------------------------


def door(game: Game) -> tuple[int, str]:
    """The locked door of seed ``locked_seed()`` from 101 to ``behind_room()``: its edge and the
    name its key goes by."""
    edge = game.plan.between(game.room, behind_room(), game.state)
    e = game.plan.level.map.edges[edge]
    assert e.locked and edge not in game.state.unlocked
    return edge, f"{game.plan.key(e.a)}-{game.plan.key(e.b)}"


def test_a_locked_door_opens_only_with_its_key() -> None:
    """p. 88: a locked door needs its key; with the key it simply opens."""
    game = below(locked_seed(), 6, 7)
    edge, name = door(game)
    with pytest.raises(IllegalCommand, match="locked and the guild has no key"):
        game.execute(cmd.OpenDoor(to=behind_room()))
    game.keys = frozenset({name})
    events = game.execute(cmd.OpenDoor(to=behind_room()))
    assert any(g.rule == "p. 88" and "key turns" in g.why for g in of(events, ev.Gm))
    assert edge in game.state.unlocked and not of(events, ev.Draw)  # no test, no noise
    events = game.execute(cmd.Go(to=behind_room()))
    assert [e.room for e in of(events, ev.Enter)] == [behind_room()]


def test_picking_a_lock_needs_lockpicks() -> None:
    """p. 88: picking a lock is a Pentacles test with lockpicks."""
    game = below(locked_seed(), 6)
    strip(game, what="lockpicks")
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match="lockpicks"):
        game.execute(cmd.PickLock(to=behind_room()))
    assert snapshot(game) == before
    give(game, "a1", "lockpicks")
    events = game.execute(cmd.PickLock(to=behind_room()))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    (test,) = of(events, ev.Fate)
    assert (test.who, test.attribute) == (game.guild.adventurer("a1").name, "pentacles")
    assert not of(events, ev.Meatgrinder), "picking a lock is quiet"


@pytest.mark.parametrize("tool", [None, "crowbar"])
def test_forcing_a_door_tests_swords_with_favor_from_a_crowbar(tool: str | None) -> None:
    """p. 88: force a door with a Swords test; a crowbar or battering ram gives favor."""
    game = below(locked_seed(), 6, 1, marked=frozenset({6}))
    edge, _ = door(game)
    if tool:
        give(game, "a1", tool)
    stack(game, minor=["Ten of Cups"])
    events = game.execute(cmd.ForceDoor(to=behind_room()))
    (test,) = of(events, ev.Fate)
    assert test.attribute == "swords" and test.cards[0].name == "Ten of Cups"
    assert test.favor == (3 if tool else 0)
    assert test.favor_reasons == (("crowbar (p. 88)",) if tool else ())
    assert test.total == 10 + test.rating + test.favor
    assert test.outcome == "success"
    assert edge in game.state.unlocked
    assert [m.trigger for m in of(events, ev.Meatgrinder)] == ["loud_noise"]


def test_a_failed_force_binds_fate_for_the_whole_guild() -> None:
    """p. 11: the result stands: no one in the guild may force that door again; another
    method (picking the lock) is still open."""
    game = below(locked_seed(), 6, 1, marked=frozenset({6}))
    edge, _ = door(game)
    stack(game, minor=["Ace of Cups"])
    game.execute(cmd.ForceDoor(to=behind_room()))
    assert game.pending is not None
    events = game.execute(cmd.AcceptFate())
    (test,) = of(events, ev.Fate)
    assert test.outcome == "failure" and edge not in game.state.unlocked
    for who in (None, "a1", "a2"):
        with pytest.raises(IllegalCommand, match="bound by fate"):
            game.execute(cmd.ForceDoor(to=behind_room(), who=who))
    give(game, "a1", "lockpicks")
    events = game.execute(cmd.PickLock(to=behind_room()))
    assert of(events, ev.Draw), "a different method is a new test"


# --- regressions ---------------------------------------------------------------------------


def test_a_guild_of_one_tests_once_in_a_group_test_and_needs_one_hit() -> None:
    """p. 11: the most and the least qualified are the same adventurer, who tests once (play-test
    30: one name tested twice, the second time from Death's Door); 1 hit is what one needs."""
    game = Game.new(WALK, size=1)
    (a,) = game.guild.adventurers
    hurt = a.conditions.model_copy(update={"staggered": True, "injured": True})
    game.guild = game.guild.with_adventurer(a.model_copy(update={"conditions": hurt}))
    stack(game, minor=["Two of Cups", "Three of Cups", "Two of Wands", "Three of Wands"])
    events = game.execute(cmd.GroupTest(attribute="swords", push="both", dangerous=True))
    assert [f.outcome for f in of(events, ev.Fate)] == ["great_failure"]
    (group,) = of(events, ev.GroupTest)
    assert (group.testers, group.needed) == ((a.name,), 1)


def test_the_game_ends_when_the_last_one_able_to_act_falls_in_a_test() -> None:
    """p. 126: with no one left who can act, the delve is over. A Wound from a great failure
    in danger (p. 9) used to leave the phase as it was, and autoplay spun until its step limit."""
    game = below(route_seed(), 6)
    for a in game.guild.adventurers:
        hurt = a.conditions.model_copy(update={"staggered": True, "injured": True})
        if a.id != "a2":
            hurt = hurt.model_copy(update={"dead": True})
        game.guild = game.guild.with_adventurer(a.model_copy(update={"conditions": hurt}))
    last = game.guild.adventurer("a2")
    for uid in durability.protection(last.inventory, game.pack.items):  # p. 124: armor could
        worn = next(c for c in last.inventory.things() if c.uid == uid)  # take it, Injured too
        last, _ = kit.lose(last, worn.item, 1)
    game.guild = game.guild.with_adventurer(last)
    stack(game, minor=["Two of Cups", "Three of Cups"])
    game.execute(cmd.TestFate(who="a2", attribute="swords", dangerous=True))
    events = game.execute(cmd.PushFate())
    assert [f.outcome for f in of(events, ev.Fate)] == ["great_failure"]
    assert game.guild.adventurer("a2").conditions.deaths_door
    assert any(g.rule == "p. 126" for g in of(events, ev.Gm))
    assert game.phase == "over"
    with pytest.raises(IllegalCommand, match="game is over"):
        game.execute(cmd.Go(to="102"))


def test_meeting_creatures_draws_again_when_the_fresh_card_is_the_fool() -> None:
    """p. 100: the Fool gives no starting Disposition. With the discard pile empty the GM draws
    a fresh card; when that card was the Fool too, the engine used to crash (ValueError)."""
    game = below(route_seed(), 6)
    game.decks = game.decks.replace(
        tarot.Deck(
            "minor",
            on_top(game.decks.minor, [tarot.FOOL, tarot.card_named("Three of Cups")]).draw_pile,
        )
    )
    creature = next(m for m in game.pack.monsters.values() if not m.aggressive)
    meet.start(game, creature.id, 1, game.room, False)
    draws = [(d.card.name, d.purpose) for d in of(game.log.events, ev.Draw) if d.deck == "minor"]
    assert draws == [("The Fool", "disposition"), ("Three of Cups", "disposition")]
    (mood,) = of(game.log.events, ev.Disposition)
    assert mood.card == tarot.card_named("Three of Cups")
    assert mood.emotion == disposition.starting(tarot.card_named("Three of Cups"))
    assert game.phase == "parley"
