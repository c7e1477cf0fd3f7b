"""Alchemical substances a guild can use in a Challenge (p. 118; Appendix B, pp. 232, 235–239)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content.gear import Item, Use
from worm.content.loader import ASSETS
from worm.errors import ContentError

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
ALCHEMY = {i.id: i for i in PACK.items.values() if "alchemy" in i.tags and i.use is not None}
BOMBS = sorted(i for i, item in ALCHEMY.items() if "bomb" in item.tags)
POTIONS = sorted(i for i, item in ALCHEMY.items() if "potion" in item.tags)
OILS = sorted(i for i, item in ALCHEMY.items() if "oil" in item.tags)


def _spider_sac(folder: Path) -> str:
    return entry_block(folder, "items.toml", "item", "bomb_spider_sac")


# --- the shipped pack ------------------------------------------------------------------------


def test_the_substances_load() -> None:
    assert set(ALCHEMY) == {
        "bomb_fire",
        "bomb_spider_sac",
        "bomb_brain_spider",
        "bomb_face_rat",
        "bomb_fungoid",
        "bomb_imp",
        "potion_fungoid",
        "potion_jinn",
        "potion_titan",
        "oil_imp",
        "potion_murky",  # the GM's plain brews for creatures the sampling lacks (p. 233)
        "oil_slick",
    }
    assert len(BOMBS) == 6 and len(POTIONS) == 4 and OILS == ["oil_imp", "oil_slick"]


@pytest.mark.parametrize("item", sorted(ALCHEMY))
def test_each_substance_fills_one_fragile_bottle_and_is_not_sold(item: str) -> None:
    """p. 230: a substance sits in a hermetic bottle (1 slot, glass); it is brewed, not bought."""
    substance = ALCHEMY[item]
    assert (substance.slots, substance.hands, substance.stack) == (1, 1, 1)
    assert substance.durability == "fragile" and substance.notches == 1
    assert substance.market_row is None
    assert len({"bomb", "potion", "oil"} & set(substance.tags)) == 1


@pytest.mark.parametrize("item", BOMBS)
def test_bombs_are_thrown_at_a_foe_and_used_up(item: str) -> None:
    """pp. 118, 232: a bomb is an Attack in Cups on one target, and the bottle is destroyed."""
    use = ALCHEMY[item].use
    assert use is not None
    assert use.target == "foe" and use.consumed


@pytest.mark.parametrize("item", POTIONS)
def test_potions_are_drunk_and_used_up(item: str) -> None:
    use = ALCHEMY[item].use
    assert use is not None
    assert use.target in ("self", "ally") and use.consumed and use.wounds == 0


def test_the_spider_sac_bomb_roots_and_deals_no_wound() -> None:
    """p. 130: the example Challenge's bomb webs a goblin to the wall."""
    use = PACK.items["bomb_spider_sac"].use
    assert use == Use(target="foe", effects=("root",), consumed=True)
    assert PACK.items["bomb_spider_sac"].page == 130


def test_the_fire_bomb_deals_one_wound() -> None:
    use = PACK.items["bomb_fire"].use
    assert use == Use(target="foe", wounds=1, consumed=True)
    assert not use.piercing


def test_the_face_rat_bomb_blinds_deafens_and_silences() -> None:
    """p. 235: three effects, each Recovered from on its own."""
    use = PACK.items["bomb_face_rat"].use
    assert use is not None and use.effects == ("blind", "deafen", "silence")
    assert all(PACK.effects[e].recoverable for e in use.effects)


def test_the_fungoid_potion_heals_whoever_drinks_it() -> None:
    """p. 236."""
    use = PACK.items["potion_fungoid"].use
    assert use == Use(target="ally", effects=("heal",), consumed=True)


def test_every_effect_a_use_names_is_in_effects_toml() -> None:
    named = {e for item in PACK.items.values() if item.use for e in item.use.effects}
    assert named <= set(PACK.effects)
    assert {"root", "blind", "heal", "exhaust", "stun", "shroud", "grow", "trip"} <= named


def test_the_market_items_have_no_use() -> None:
    """Use is for the substances here; nothing the market sells gained one by accident. The
    one on purpose is salt, thrown at an ooze for 2 Wounds (p. 168)."""
    used = {item.id for item in PACK.items.values() if item.market_row and item.use}
    assert used == {"salt"}


def test_worm_assets_check_passes() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "worm.cli", "assets", "check"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr


# --- the model -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"target": "foe"}, "the use must do something"),
        ({"target": "self", "wounds": 1, "effects": ("heal",)}, "only a foe takes Wounds"),
        ({"target": "foe", "effects": ("stun",), "piercing": True}, "only Wounds can be Piercing"),
        ({"target": "foe", "effects": ("stun", "stun")}, "repeats ['stun']"),
        ({"target": "enemy", "wounds": 1}, "target"),
    ],
)
def test_a_use_that_makes_no_sense_is_refused(fields: dict[str, object], named: str) -> None:
    with pytest.raises(ValueError, match=named.replace("[", r"\[").replace("]", r"\]")):
        Use(**fields)  # type: ignore[arg-type]


def test_an_item_needs_no_use() -> None:
    rope = PACK.items["rope"]
    assert rope.use is None
    assert Item.model_validate(rope.model_dump()).use is None


# --- broken copies ---------------------------------------------------------------------------


def test_an_unknown_use_effect_is_named(damaged: Damage) -> None:
    block = _spider_sac(ASSETS)
    folder = damaged("items.toml", block, block.replace('effects = ["root"]', 'effects = ["web"]'))
    expected = "items.toml › bomb_spider_sac › use.effects: 'web' is not an id in effects.toml"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_renamed_effect_is_reported_once_not_at_every_bomb(damaged: Damage) -> None:
    folder = damaged("effects.toml", 'id = "root"', 'id = "rooted"')
    problems = content.check(folder)
    assert problems and problems[0].startswith("effects.toml › id: needs exactly the book's")
    assert not [p for p in problems if p.startswith("items.toml")]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            'target = "foe"',
            'target = "self"',
            "items.toml › bomb_spider_sac › use.target: 'self': a bomb is used on foe",
        ),
        (
            "consumed = true",
            "consumed = false",
            "items.toml › bomb_spider_sac › use.consumed: false: a bomb is used up (p. 232)",
        ),
        (
            'use = { target = "foe", effects = ["root"], consumed = true }\n',
            "",
            "items.toml › bomb_spider_sac › use: is missing: a bomb says what using it does",
        ),
        (
            'effects = ["root"], consumed',
            'effects = ["root"], piercing = true, consumed',
            "items.toml › bomb_spider_sac › use.piercing: true with wounds 0: "
            "only Wounds can be Piercing",
        ),
        (
            "consumed = true",
            'consumed = true, range = "far"',
            "items.toml › bomb_spider_sac › use.range: 'far' is set but is not a known field: "
            "remove it or fix its spelling",
        ),
    ],
    ids=["bomb-at-self", "bomb-kept", "bomb-without-use", "piercing-without-wounds", "typo"],
)
def test_a_broken_bomb_is_named_on_one_line(
    damaged: Damage, old: str, new: str, expected: str
) -> None:
    block = _spider_sac(ASSETS)
    folder = damaged("items.toml", block, block.replace(old, new))
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_potion_thrown_at_a_foe_is_named(damaged: Damage) -> None:
    block = entry_block(ASSETS, "items.toml", "item", "potion_titan")
    folder = damaged("items.toml", block, block.replace('target = "self"', 'target = "foe"'))
    expected = "items.toml › potion_titan › use.target: 'foe': a potion is used on self or ally"
    assert content.check(folder) == [expected]
    with pytest.raises(ContentError, match="potion_titan"):
        content.load(folder)
