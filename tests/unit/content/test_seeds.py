"""The Underworld's origins (p. 331) and its twenty-one dungeon seeds (pp. 343–364)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content import book
from worm.content.loader import ASSETS
from worm.content.models import ContentPack, DungeonSeed

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
SEEDS = sorted(PACK.seeds.values(), key=lambda seed: seed.card)


def _seed_block(folder: Path, seed_id: str) -> str:
    return entry_block(folder, "seeds.toml", "seed", seed_id)


# --- the shipped pack ------------------------------------------------------------------------


def test_there_are_21_seeds_one_per_major_card() -> None:
    """p. 343: twenty-one seeds, one for each major arcana value."""
    assert len(PACK.seeds) == 21
    assert [seed.card for seed in SEEDS] == list(range(1, 22))


@pytest.mark.parametrize("seed", SEEDS, ids=lambda seed: seed.id)
def test_each_seed_is_the_books_for_its_card(seed: DungeonSeed) -> None:
    assert seed.name == book.SEEDS[seed.card], seed.id
    assert seed.page == 343 + seed.card, seed.id
    assert seed.id == book.seed_id(seed.name), seed.id


def test_card_2_is_the_boundless_moat_in_dim_light() -> None:
    """p. 345: glowing water lights the sunken-ship sea dimly."""
    moat = PACK.seeds["the_boundless_moat"]
    assert (moat.card, moat.name, moat.page) == (2, "The Boundless Moat", 345)
    assert moat.lighting == "dim"
    assert moat.shape == "water"
    assert moat.dungeon_lord == "The Maimed Mermaid"
    assert "Kraken" in moat.common_monsters


@pytest.mark.parametrize(
    ("card", "name", "lord"),
    [
        (1, "The Spires", "The Locust Lich"),  # p. 344
        (8, "The Drowned Wedding", "The Finfolk King"),  # p. 351: VIII is Justice
        (11, "The Sepulcher of Titans", "The Sporehulk"),  # p. 354: XI is Strength
        (12, "Xania", "Xania"),  # p. 355
        (21, "The Undertomb", "His Majesty—THE WORM"),  # p. 364
    ],
)
def test_spot_checks_from_the_book(card: int, name: str, lord: str) -> None:
    (seed,) = [seed for seed in SEEDS if seed.card == card]
    assert (seed.name, seed.dungeon_lord) == (name, lord)


def test_the_undertomb_is_dark_and_holds_the_worm() -> None:
    """p. 364: the level is unlit and the Worm Himself is its lord."""
    undertomb = PACK.seeds["the_undertomb"]
    assert (undertomb.card, undertomb.lighting, undertomb.scarce_light) == (21, "dark", True)


def test_the_menagerie_has_no_common_monsters() -> None:
    """p. 357: each chamber holds a single unique creature, so the list is empty."""
    assert PACK.seeds["the_menagerie_of_singular_creatures"].common_monsters == ()


def test_the_belly_of_the_beast_is_drawn_as_a_body() -> None:
    assert PACK.seeds["belly_of_the_beast"].shape == "organic"


@pytest.mark.parametrize("seed", SEEDS, ids=lambda seed: seed.id)
def test_brightly_lit_levels_are_not_short_of_light(seed: DungeonSeed) -> None:
    """p. 341: where light is plentiful, torches guttering may become respite instead."""
    if seed.lighting == "bright":
        assert not seed.scarce_light, seed.id
    if seed.lighting == "dark":
        assert seed.scarce_light, seed.id


def test_the_bright_levels_are_the_library_xania_the_market_and_the_gardens() -> None:
    """pp. 352, 355, 358, 362: the levels whose own light is bright."""
    bright = {seed.card for seed in SEEDS if seed.lighting == "bright"}
    assert bright == {9, 12, 15, 19}


def test_there_are_the_books_eight_origins() -> None:
    """p. 331: the game's own origin (the Worm) and the seven examples."""
    assert set(PACK.origins) == book.ORIGINS
    assert len(PACK.origins) == 8
    assert "the_worm" in PACK.origins
    assert all(origin.page == 331 for origin in PACK.origins.values())


@pytest.mark.parametrize("origin", sorted(PACK.origins), ids=str)
def test_each_origin_gives_truths_and_lore(origin: str) -> None:
    entry = PACK.origins[origin]
    assert 3 <= len(entry.truths) <= 5, origin
    assert 5 <= len(entry.lore_motifs) <= 8, origin


def test_the_worms_origin_names_the_well_and_the_sisters() -> None:
    summary = PACK.origins["the_worm"].summary
    assert "Well of Souls" in summary and "Three Sisters" in summary


# --- broken copies ---------------------------------------------------------------------------


def test_a_removed_seed_is_named(damaged: Damage) -> None:
    folder = damaged("seeds.toml", _seed_block(ASSETS, "the_boundless_moat"), "")
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("seeds.toml › the_boundless_moat › card: ")
    assert "missing [2], repeated []" in problems[0]
    assert one_line_error(folder) == problems[0]


def test_a_repeated_card_is_named(damaged: Damage) -> None:
    folder = damaged("seeds.toml", 'card = 1\nname = "The Spires"', 'card = 2\nname = "The Spires"')
    expected = (
        "seeds.toml › the_spires › card: needs one seed per card 1–21; missing [1], "
        "repeated [2]: 2 should be 1, the card of The Spires (p. 344)"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_seed_with_an_unknown_name_on_a_repeated_card_is_named(damaged: Damage) -> None:
    folder = damaged("seeds.toml", 'card = 1\nname = "The Spires"', 'card = 2\nname = "The Spires"')
    text = (folder / "seeds.toml").read_text(encoding="utf-8")
    text = text.replace('id = "the_spires"', 'id = "the_copse"').replace(
        'name = "The Spires"', 'name = "The Copse"'
    )
    (folder / "seeds.toml").write_text(text, encoding="utf-8")
    problems = content.check(folder)
    summary = "needs one seed per card 1–21; missing [1], repeated [2]"
    assert problems == [
        f"seeds.toml › the_spires › card: {summary}: no seed has card 1; add The Spires (p. 344)",
        f"seeds.toml › the_copse › card: {summary}: 2 is the card of The Boundless Moat; "
        "renumber The Copse",
    ]


def test_a_bad_lighting_value_is_named(damaged: Damage) -> None:
    old = 'lighting = "dim"\nlighting_note = "Glowing creatures'
    folder = damaged("seeds.toml", old, old.replace('"dim"', '"gloomy"'))
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("seeds.toml › the_boundless_moat › lighting: ")
    assert "'gloomy'" in problems[0]
    assert one_line_error(folder) == problems[0]


def test_a_repeated_seed_id_is_named(damaged: Damage) -> None:
    folder = damaged("seeds.toml", 'id = "the_pits"', 'id = "the_spires"')
    assert "seeds.toml › the_spires › id: 'the_spires' is used twice: ids are unique" in (
        content.check(folder)
    )


def test_a_seed_under_the_wrong_card_is_named(damaged: Damage) -> None:
    """Swapping two seeds' cards keeps 1–21 whole but puts each seed on another's card."""
    folder = damaged(
        "seeds.toml",
        'card = 1\nname = "The Spires"\npage = 344',
        'card = 2\nname = "The Spires"\npage = 345',
    )
    text = (folder / "seeds.toml").read_text(encoding="utf-8")
    old = 'card = 2\nname = "The Boundless Moat"\npage = 345'
    (folder / "seeds.toml").write_text(
        text.replace(old, 'card = 1\nname = "The Boundless Moat"\npage = 344'), encoding="utf-8"
    )
    problems = content.check(folder)
    assert problems == [
        "seeds.toml › the_boundless_moat › name: 'The Boundless Moat', "
        "but card 1's seed is 'The Spires' (p. 344)",
        "seeds.toml › the_spires › name: 'The Spires', "
        "but card 2's seed is 'The Boundless Moat' (p. 345)",
    ]


def test_a_wrong_page_is_named(damaged: Damage) -> None:
    seed = 'name = "The Sepulcher of Titans"\npage = '
    folder = damaged("seeds.toml", seed + "354", seed + "353")
    assert content.check(folder) == [
        "seeds.toml › the_sepulcher_of_titans › page: 353, but The Sepulcher of Titans is on p. 354"
    ]


def test_a_bright_level_short_of_light_is_named(damaged: Damage) -> None:
    """p. 341: a brightly lit level is where torches guttering may become respite."""
    tail = 'every mushroom springs."\nscarce_light = '
    folder = damaged("seeds.toml", tail + "false", tail + "true")
    assert content.check(folder) == [
        "seeds.toml › the_white_gardens › scarce_light: "
        "a brightly lit level cannot be short of light"
    ]


def test_a_missing_origin_is_named(damaged: Damage) -> None:
    folder = damaged("origins.toml", 'id = "eden"', 'id = "paradise"')
    problems = content.check(folder)
    assert problems == [
        "origins.toml › id: needs exactly the book's 8 ids; missing ['eden'], "
        "unexpected ['paradise']"
    ]


def test_an_origin_with_too_few_truths_is_named(damaged: Damage) -> None:
    old = '    "Who judged the prisoners, and by what law?",\n'
    folder = damaged("origins.toml", old, "")
    (problem,) = content.check(folder)
    assert problem.startswith("origins.toml › hell › truths: ")


def test_the_pack_model_exposes_origins_and_seeds() -> None:
    assert {"origins", "seeds"} <= set(ContentPack.model_fields)
