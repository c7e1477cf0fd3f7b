"""The sheet and the inventory tell a spent light from a fresh one (play-test 19, point 5):
"Torch ×2" hid that one of the two had gone out for good."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import grammar
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.model.inventory import Carried
from worm.text import narrate


def carrying(game: Game, *things: tuple[str, int, bool]) -> str:
    """a1 carries only ``things`` (item, flickers left, lit), hands first, then the pack."""
    a1 = game.guild.adventurer("a1")
    uid = a1.inventory.next_uid()
    made = [
        Carried(uid=uid + n, item=i, flickers=None if f < 0 else f, lit=lit)
        for n, (i, f, lit) in enumerate(things)
    ]
    hands, pack = made[:2], made[2:]
    inventory = a1.inventory.model_copy(
        update={
            "hands": tuple(hands) + (None,) * (2 - len(hands)),
            "belt": (None,) * len(a1.inventory.belt),
            "pack": tuple(pack) + (None,) * (len(a1.inventory.pack) - len(pack)),
        }
    )
    game.set_adventurer(a1.model_copy(update={"inventory": inventory}))
    return "a1"


def carries(game: Game) -> str:
    words = narrate.sheet(game.guild.adventurer("a1"), game.pack, None, game.guild, width=None)
    return next(line for line in words.splitlines() if "Carries:" in line).split(": ", 1)[1]


GAME = Game.new(2)
GAME.execute(cmd.Delve())


def test_a_spent_torch_is_listed_apart_from_the_fresh_ones() -> None:
    carrying(
        GAME, ("torch", 0, False), ("dagger", -1, False), ("torch", 3, False), ("torch", 3, False)
    )
    assert carries(GAME).startswith("Torch (spent), Dagger, Torch ×2, ")  # then what is worn


MAX = {"torch": 3, "candle": 2, "lantern": 4}


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(sorted(MAX)).flatmap(
            lambda item: st.tuples(st.just(item), st.integers(0, MAX[item]), st.booleans())
        ),
        min_size=1,
        max_size=8,
    )
)
def test_the_sheet_counts_each_light_with_its_own_state(
    things: list[tuple[str, int, bool]],
) -> None:
    """However lights are mixed, the sheet's count of "Torch (spent)" is the spent torches."""
    things = [(i, f, lit and f > 0) for i, f, lit in things]
    carrying(GAME, *things)
    shown: dict[str, int] = {}
    for part in carries(GAME).split(", "):
        name, _, n = part.partition(" ×")
        shown[name] = int(n or 1)
    for item in MAX:
        name = GAME.pack.items[item].name
        for state, test in (
            ("spent", lambda f, lit: f == 0),
            ("lit", lambda f, lit: lit),
        ):
            want = sum(1 for i, f, lit in things if i == item and test(f, lit))
            assert shown.get(f"{name} ({state})", 0) == want, (item, state, shown)
        fresh = sum(1 for i, f, lit in things if i == item and f > 0 and not lit)
        assert shown.get(name, 0) == fresh


def test_the_inventory_says_spent_with_no_flickers_left() -> None:
    carrying(GAME, ("torch", 0, False), ("torch", 3, False))
    shown = narrate.inventory(GAME, "a1")
    assert "Torch [spent, no flickers]" in shown and "Torch [unlit, 3 flickers]" in shown


def test_a_name_with_a_comma_is_one_thing_in_the_list() -> None:
    """'Carries: Helm, Armor, light, Shield, heavy' read as five things (issue 19 play)."""
    commas = [i for i, item in GAME.pack.items.items() if ", " in item.name]
    assert commas, "the catalogue has names with a comma"
    carrying(GAME, *((i, -1, False) for i in commas[:3]))
    listed = carries(GAME).split(", ")
    for i in commas[:3]:
        named = grammar.item(GAME.pack.items[i].name)  # "Shield, heavy" -> "heavy shield"
        assert "," not in named
        assert f"{named[:1].upper()}{named[1:]}" in listed, listed
