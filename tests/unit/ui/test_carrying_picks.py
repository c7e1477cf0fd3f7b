"""The `L`, `U` and `d` lists act on exactly the thing picked (play-test 19, point 5).

Seed 3's guild offered "Torch (unlit, 3 flickers)" from the pack while a spent torch sat in the
same hand, and the engine, finding the torch by name, tried to relight the spent one. Here random
kits — lights fresh, lit and spent, lamp oil, plain gear, in hands and pack — are put in one
adventurer's hands and pack, every choice each list offers is sent as the list sends it, and
what changed is compared thing by thing.
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.text import repl
from worm.ui import carrying

MAX = {"torch": 3, "candle": 2, "lantern": 4}  # flickers (p. 95)

Thing = tuple[str, int, bool, int]  # item, flickers, lit, count


@st.composite
def things(draw: st.DrawFn) -> Thing:
    item = draw(st.sampled_from(["torch", "candle", "lantern", "oil", "rope", "dagger"]))
    if item not in MAX:
        return (item, -1, False, 1)
    flickers = draw(st.integers(0, MAX[item]))
    lit = flickers > 0 and draw(st.booleans())
    return (item, flickers, lit, 1)  # every light stacks 1 to a slot


def below(hands: list[Thing], pack: list[Thing]) -> Game:
    """Seed 2's guild gone down, a1 carrying only ``hands`` and ``pack`` (the others keep
    their own lights, so no pick leaves the guild wholly in the dark)."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    a1 = game.guild.adventurer("a1")
    uid = a1.inventory.next_uid()

    def made(thing: Thing, n: int) -> Carried:
        item, flickers, lit, count = thing
        return Carried(
            uid=uid + n,
            item=item,
            count=count,
            flickers=None if flickers < 0 else flickers,
            lit=lit,
        )

    held = [made(t, n) for n, t in enumerate(hands)]
    packed = [made(t, n + len(held)) for n, t in enumerate(pack)]
    inventory = a1.inventory.model_copy(
        update={
            "hands": tuple(held) + (None,) * (2 - len(held)),
            "belt": (None,) * len(a1.inventory.belt),
            "pack": tuple(packed) + (None,) * (len(a1.inventory.pack) - len(packed)),
        }
    )
    game.set_adventurer(a1.model_copy(update={"inventory": inventory}))
    return game


def kept(a: Adventurer) -> dict[int, tuple[str, int, int | None, bool]]:
    return {c.uid: (c.item, c.count, c.flickers, c.lit) for c in a.inventory.things()}


Lister = Callable[[Game, Adventurer], list[Carried]]
Sender = Callable[[Adventurer, Carried], cmd.Command]

KITS = st.tuples(st.lists(things(), max_size=2), st.lists(things(), min_size=1, max_size=6))


Pick = tuple[
    Carried,
    dict[int, tuple[str, int, int | None, bool]],
    dict[int, tuple[str, int, int | None, bool]],
]


def each_pick(hands: list[Thing], pack: list[Thing], listed: Lister, send: Sender) -> list[Pick]:
    """Every choice the list offers a1, each sent as the list sends it to a fresh game: the
    thing picked, and a1's things before and after."""
    first = below(hands, pack)
    picks = []
    for carried in listed(first, first.guild.adventurer("a1")):
        game = below(hands, pack)
        before = game.guild.adventurer("a1")
        game.execute(send(before, carried))
        picks.append((carried, kept(before), kept(game.guild.adventurer("a1"))))
    return picks


@settings(max_examples=40, deadline=None)
@given(KITS)
def test_light_acts_on_the_very_source_picked(kit_: tuple[list[Thing], list[Thing]]) -> None:
    hands, pack = kit_
    for carried, was, now in each_pick(hands, pack, carrying.lights_to_light, carrying.use_command):
        if carried.item == "oil":  # lamp oil fills a lantern: one flask of the one picked goes
            assert carried.uid not in now or now[carried.uid][1] == carried.count - 1
            continue
        if carried.count == 1:
            assert now[carried.uid][3], f"the {carried.item} picked is not lit"
            assert now[carried.uid][2] == carried.flickers
            new: set[int] = set()
        else:  # one split off the stack picked, and lit
            assert now[carried.uid][1] == carried.count - 1
            new = set(now) - set(was)
            (one,) = new
            assert now[one] == (carried.item, 1, carried.flickers, True)
        for uid, thing in was.items():  # nothing else changed, whatever its name
            if uid != carried.uid:
                assert now[uid] == thing, (uid, thing, now[uid])


@settings(max_examples=40, deadline=None)
@given(KITS)
def test_drop_drops_the_very_thing_picked(kit_: tuple[list[Thing], list[Thing]]) -> None:
    hands, pack = kit_
    for carried, was, now in each_pick(hands, pack, carrying.things_to_drop, carrying.drop_command):
        assert carried.uid not in now
        assert {u: t for u, t in was.items() if u != carried.uid} == now


@settings(max_examples=40, deadline=None)
@given(KITS)
def test_use_lights_or_fills_with_the_very_thing_picked(
    kit_: tuple[list[Thing], list[Thing]],
) -> None:
    hands, pack = kit_
    for carried, was, now in each_pick(hands, pack, carrying.things_to_use, carrying.use_command):
        gone_or_lit = carried.uid not in now or now[carried.uid] != was[carried.uid]
        assert gone_or_lit, f"nothing happened to the {carried.item} picked"


def test_by_name_a_fresh_torch_is_lit_before_a_spent_one_in_hand() -> None:
    """The text game's ``light a1 torch`` names no uid: it takes the torch that can be lit."""
    game = below([("torch", 0, False, 1)], [("torch", 3, False, 1)])
    a1 = game.guild.adventurer("a1")
    spent, fresh = a1.inventory.hands[0], a1.inventory.pack[0]
    assert spent is not None and fresh is not None
    game.execute(repl.parse(game, "light a1 torch"))
    now = kept(game.guild.adventurer("a1"))
    assert now[fresh.uid][3] and not now[spent.uid][3]


def test_the_list_offers_a_fresh_torch_and_a_spent_one_to_drop_apart() -> None:
    game = below([("torch", 0, False, 1)], [("torch", 3, False, 1), ("torch", 3, False, 1)])
    offered = carrying.choices(game, carrying.things_to_drop(game, game.guild.adventurer("a1")))
    assert [words for _, words in offered] == [
        "Torch (spent, 0 flickers)",
        "Torch (unlit, 3 flickers)",
    ]
