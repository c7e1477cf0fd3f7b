"""Light (pp. 94–95): levels, field of view, flickers, oil, dropping, We're doomed!"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worm import content, tarot
from worm.errors import IllegalCommand, InvariantViolation
from worm.model.inventory import SIZES, Carried, Inventory
from worm.rules import light

PACK = content.default()
ITEMS = PACK.items
CANDLE = ITEMS["candle"].light
TORCH = ITEMS["torch"].light
LANTERN = ITEMS["lantern"].light
card = tarot.card_named


def held(item: str, uid: int = 1, *, lit: bool = False, flickers: int | None = None) -> Carried:
    if flickers is None:
        flickers = ITEMS[item].light.flickers if ITEMS[item].light else None
    return Carried(uid=uid, item=item, flickers=flickers, lit=lit)


def inventory(hands=(), belt=(), pack=(), worn=()) -> Inventory:
    def fill(things, size):
        return tuple(things) + (None,) * (size - len(things))

    return Inventory(
        hands=fill(hands, SIZES["hands"]),
        belt=fill(belt, SIZES["belt"]),
        pack=fill(pack, SIZES["pack"]),
        worn=tuple(worn),
    )


# --- the content pack's numbers (p. 95) --------------------------------------------------------


def test_capacities_are_candle_2_torch_3_lantern_4():
    """p. 95: candles flicker 2 times, torches 3, lanterns 4."""
    assert (CANDLE.flickers, TORCH.flickers, LANTERN.flickers) == (2, 3, 4)


def test_oil_gives_a_lantern_4_flickers():
    """p. 168: a flask of oil is 4 flickers for a lantern."""
    assert LANTERN.fuel == "oil"
    assert ITEMS["oil"].fuel_flickers == 4


# --- light levels (p. 94) ----------------------------------------------------------------------


def test_holder_bright_torch_gives_the_rest_dim():
    assert light.levels({"ann": [TORCH], "bo": [], "cy": []}) == {
        "ann": "bright",
        "bo": "dim",
        "cy": "dim",
    }


def test_a_lantern_gives_the_rest_dim_too():
    assert light.levels({"ann": [], "bo": [LANTERN]}) == {"ann": "dim", "bo": "bright"}


def test_candles_light_only_their_holder():
    """Policy (p. 166 vs p. 94): a candle gives the guild no dim light."""
    assert light.levels({"ann": [CANDLE], "bo": []}) == {"ann": "bright", "bo": "dark"}


def test_no_light_is_darkness():
    assert light.levels({"ann": [], "bo": []}) == {"ann": "dark", "bo": "dark"}
    assert light.levels({}) == {}


@pytest.mark.parametrize(
    ("place", "expected"),
    [("dark", "dark"), ("dim", "dim"), ("bright", "bright")],
)
def test_the_place_sets_the_floor(place, expected):
    assert light.levels({"ann": [CANDLE], "bo": []}, place)["bo"] == expected
    assert light.levels({"ann": [CANDLE], "bo": []}, place)["ann"] == "bright"


def test_a_torch_beats_a_dim_place_for_its_holder_only():
    assert light.levels({"ann": [TORCH], "bo": []}, "dim") == {"ann": "bright", "bo": "dim"}


def test_levels_refuses_an_unknown_place():
    with pytest.raises(ValueError, match="'gloomy'"):
        light.levels({"ann": []}, "gloomy")  # type: ignore[arg-type]


@given(
    st.dictionaries(
        st.sampled_from(["ann", "bo", "cy", "di"]),
        st.lists(st.sampled_from([CANDLE, TORCH, LANTERN]), max_size=2),
    ),
    st.sampled_from(["dark", "dim", "bright"]),
)
def test_levels_never_below_the_place_and_holders_are_bright(lit, place):
    result = light.levels(lit, place)
    assert set(result) == set(lit)
    for who, level in result.items():
        assert light.RANK[level] >= light.RANK[place]
        if lit[who]:
            assert level == "bright"


@pytest.mark.parametrize(
    ("lighting", "index", "expected"),
    [
        ("bright", 3, "bright"),
        ("dim", 0, "dim"),
        ("dark", 7, "dark"),
        ("mixed", 0, "dim"),
        ("mixed", 1, "dark"),
        ("mixed", 4, "dim"),
    ],
)
def test_ambient_light_of_a_room(lighting, index, expected):
    assert light.ambient(lighting, index) == expected


def test_ambient_refuses_an_unknown_lighting():
    with pytest.raises(ValueError, match="'gloomy'"):
        light.ambient("gloomy", 0)


def test_every_seeds_lighting_is_understood():
    for seed in PACK.seeds.values():
        assert light.ambient(seed.lighting, 0) in light.RANK, seed.id


# --- field of view -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sources", "place", "expected"),
    [
        ([], "bright", 0),
        ([TORCH], "bright", 0),
        ([], "dark", 1),
        ([], "dim", 4),
        ([CANDLE], "dark", 3),
        ([CANDLE], "dim", 4),
        ([TORCH], "dark", 7),
        ([LANTERN], "dark", 8),
        ([CANDLE, TORCH, LANTERN], "dim", 8),
        ([TORCH, CANDLE], "dark", 7),
    ],
)
def test_radius(sources, place, expected):
    assert light.radius(sources, place) == expected


def test_radius_refuses_an_unknown_place():
    with pytest.raises(ValueError):
        light.radius([], "mixed")  # type: ignore[arg-type]


# --- flickers (p. 95) --------------------------------------------------------------------------


@pytest.mark.parametrize("item", ["candle", "torch", "lantern"])
def test_a_lit_source_goes_out_on_its_last_flicker(item):
    source = held(item, lit=True)
    capacity = ITEMS[item].light.flickers
    for left in range(capacity - 1, 0, -1):
        source, out = light.flicker(source)
        assert (source.flickers, source.lit, out) == (left, True, False)
    source, out = light.flicker(source)
    assert (source.flickers, source.lit, out) == (0, False, True)


def test_only_lit_sources_flicker():
    """Policy (p. 91/95, rules digest §13.2)."""
    torch = held("torch")
    assert light.flicker(torch, 2) == (torch, False)


def test_many_flickers_at_once_stop_at_zero():
    assert light.flicker(held("torch", lit=True), 10) == (
        held("torch", lit=False, flickers=0),
        True,
    )


def test_zero_flickers_change_nothing():
    torch = held("torch", lit=True)
    assert light.flicker(torch, 0) == (torch, False)


def test_flicker_refuses_a_negative_count():
    with pytest.raises(ValueError, match="-1"):
        light.flicker(held("torch", lit=True), -1)


def test_a_lit_source_without_flickers_is_a_bug():
    with pytest.raises(InvariantViolation):
        light.flicker(Carried(uid=1, item="torch", lit=True))


@given(st.integers(0, 4), st.booleans(), st.integers(0, 10))
def test_flickers_never_below_zero(flickers, lit, count):
    before = Carried(uid=1, item="lantern", flickers=flickers, lit=lit and flickers > 0)
    after, out = light.flicker(before, count)
    assert after.flickers is not None and after.flickers >= 0
    assert after.flickers <= before.flickers
    assert out == (before.lit and not after.lit)
    assert out == (before.lit and flickers <= count)
    if out:
        assert after.flickers == 0


# --- oil (p. 168) ------------------------------------------------------------------------------


def test_oil_refills_a_lantern_on_its_last_flicker_and_keeps_it_lit():
    """p. 104: the example crawl pours a flask as the lantern's last flicker dies."""
    lantern = held("lantern", lit=True, flickers=1)
    filled = light.refuel(lantern, ITEMS["oil"].fuel_flickers, LANTERN)
    assert (filled.flickers, filled.lit) == (4, True)


def test_oil_relights_an_empty_lantern():
    filled = light.refuel(held("lantern", flickers=0), 4, LANTERN)
    assert (filled.flickers, filled.lit) == (4, True)


@pytest.mark.parametrize("item", ["torch", "candle", "rope"])
def test_only_a_lantern_takes_oil(item):
    with pytest.raises(IllegalCommand, match="does not burn oil"):
        light.refuel(held(item), 4, ITEMS[item].light)


def test_refuel_refuses_no_flickers():
    with pytest.raises(ValueError):
        light.refuel(held("lantern"), 0, LANTERN)


# --- dropping (p. 95) --------------------------------------------------------------------------


def test_a_dropped_torch_stays_lit_on_heads():
    torch = held("torch", lit=True, flickers=2)
    assert light.drop(torch, TORCH, coin=True) == (torch, "stays lit")


def test_a_dropped_torch_goes_out_for_good_on_tails():
    after, what = light.drop(held("torch", lit=True, flickers=2), TORCH, coin=False)
    assert what == "goes out"
    assert (after.lit, after.flickers) == (False, 0)
    with pytest.raises(IllegalCommand, match="cannot be lit again"):
        light.relight(after, TORCH)


@pytest.mark.parametrize("coin", [True, False])
def test_a_dropped_candle_goes_out_and_can_be_relit(coin):
    after, what = light.drop(held("candle", lit=True, flickers=1), CANDLE, coin)
    assert what == "goes out"
    assert (after.lit, after.flickers) == (False, 1)
    assert light.relight(after, CANDLE).lit


@pytest.mark.parametrize(("lit", "coin"), [(True, True), (False, False)])
def test_a_dropped_lantern_shatters(lit, coin):
    assert light.drop(held("lantern", lit=lit), LANTERN, coin) == (None, "shatters")


def test_an_unlit_torch_just_falls():
    torch = held("torch")
    assert light.drop(torch, TORCH, coin=False) == (torch, "falls unlit")


def test_dousing_spends_a_torch_but_not_a_candle():
    assert light.douse(held("torch", lit=True), TORCH) == held("torch", flickers=0)
    assert light.douse(held("candle", lit=True, flickers=1), CANDLE) == held("candle", flickers=1)


# --- lighting and relighting -------------------------------------------------------------------


def test_a_fresh_torch_can_be_lit():
    assert light.relight(held("torch"), TORCH) == held("torch", lit=True)


def test_a_never_touched_source_holds_its_full_capacity():
    lit = light.relight(Carried(uid=1, item="candle"), CANDLE)
    assert (lit.lit, lit.flickers) == (True, 2)


def test_a_lit_source_cannot_be_lit_again():
    with pytest.raises(IllegalCommand, match="already lit"):
        light.relight(held("candle", lit=True), CANDLE)


def test_a_burned_down_candle_cannot_be_lit():
    with pytest.raises(IllegalCommand, match="burned down"):
        light.relight(held("candle", flickers=0), CANDLE)


def test_an_empty_lantern_needs_oil():
    with pytest.raises(IllegalCommand, match="out of oil"):
        light.relight(held("lantern", flickers=0), LANTERN)


def test_a_snuffed_lantern_with_oil_relights():
    assert light.relight(held("lantern", flickers=3), LANTERN).lit


# --- a lantern tied to the belt (p. 95) --------------------------------------------------------


def test_a_wound_destroys_a_lit_lantern_on_the_belt():
    lantern = held("lantern", uid=7, lit=True)
    unlit = held("lantern", uid=8)
    bag = inventory(
        hands=[held("lantern", uid=3, lit=True)],
        belt=[held("torch", uid=2, lit=True), lantern, unlit, lantern],
    )
    assert light.belt_lantern_breaks(bag, ITEMS) == (7,)


def test_unknown_items_on_the_belt_are_ignored():
    bag = inventory(belt=[Carried(uid=1, item="mystery", lit=True)])
    assert light.belt_lantern_breaks(bag, ITEMS) == ()


# --- We're doomed! (p. 95) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("drawn", "doom"),
    [
        ("ace of swords", "eaten"),
        ("seven of cups", "eaten"),
        ("eight of wands", "captured"),
        ("nine of pentacles", "ransom"),
        ("ten of swords", "lost"),
        ("page of cups", "retire"),
        ("knight of wands", "naked"),
        ("queen of pentacles", "shaken"),
        ("king of swords", "unscathed"),
        ("the fool", None),
    ],
)
def test_doomed_by_card(drawn, doom):
    assert light.doomed(card(drawn)) == doom


def test_every_minor_card_but_the_fool_has_a_doom():
    dooms = [light.doomed(c) for c in tarot.MINOR_CARDS]
    assert dooms.count(None) == 1
    assert dooms.count("eaten") == 4 * 7


def test_doomed_reads_the_minor_deck():
    with pytest.raises(IllegalCommand):
        light.doomed(card("the sun"))


def test_ransom_is_1000_gold_per_fame():
    assert light.RANSOM_PER_FAME == 1000
    assert [light.ransom(fame) for fame in (0, 1, 3)] == [0, 1000, 3000]
    with pytest.raises(ValueError):
        light.ransom(-1)


def test_shaken_loses_the_things_whose_coin_says_so():
    things = [held("torch", uid=1), held("rope", uid=2), held("candle", uid=3)]
    assert light.shaken(things, [True, False, True]) == (1, 3)
    with pytest.raises(ValueError, match="flip one per thing"):
        light.shaken(things, [True])


@pytest.mark.parametrize(
    ("bags", "out"),
    [
        ([], True),
        ([inventory()], True),
        ([inventory(hands=[held("rope")])], True),
        ([inventory(hands=[held("torch", lit=True, flickers=1)])], False),
        ([inventory(), inventory(pack=[held("torch")])], False),  # a torch never lit
        ([inventory(pack=[held("torch", flickers=0)])], True),  # a torch gone out for good
        ([inventory(pack=[held("candle", flickers=1)])], False),  # a candle stub
        ([inventory(pack=[held("candle", flickers=0)])], True),
        ([inventory(belt=[held("lantern", flickers=2)])], False),  # oil in the lantern
        ([inventory(belt=[held("lantern", flickers=0)])], True),  # an empty lantern
        ([inventory(belt=[held("lantern", flickers=0)]), inventory(pack=[held("oil", 2)])], False),
        ([inventory(worn=[Carried(uid=1, item="candle")])], False),  # never touched: full
        ([inventory(pack=[Carried(uid=1, item="mystery")])], True),
    ],
)
def test_out_of_light(bags, out):
    assert light.out_of_light(bags, ITEMS) is out
