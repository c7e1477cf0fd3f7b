"""A Wounded talent cannot be used until healed (pp. 31, 124): a passive bonus, an active
command, a Challenge play and a Crawl talent, each refused or left out, and every place the
code reads a talent off the sheet either asks ``Adventurer.usable`` or is listed here as no use."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import key
from tests.unit.engine.test_counsel import advise, counsel_fight
from tests.unit.engine.test_dwimmercraft import met
from tests.unit.engine.test_dying import game_below
from tests.unit.engine.test_outright import arete
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Conditions, Talent
from worm.model.companion import Companion
from worm.rules import companions, dwimmercraft

WORM = Path(__file__).resolve().parents[3] / "worm"


def wound(game: Game, who: str, talent: str) -> None:
    a = game.guild.adventurer(who)
    assert a.talent(talent) is not None, f"precondition: {a.name} knows {talent}"
    c = a.conditions.model_copy(update={"wounded_talents": (talent,)})
    game.set_adventurer(a.model_copy(update={"conditions": c}))


def test_the_central_query_refuses_a_wounded_talent_the_sheet_still_lists() -> None:
    game = game_below()
    a = game.guild.adventurer("a1")
    talent = a.talents[0].id
    wounded = a.model_copy(update={"conditions": Conditions(wounded_talents=(talent,))})
    assert a.usable(talent) == a.talent(talent) is not None
    assert wounded.talent(talent) is not None  # still on the sheet, to be healed
    assert wounded.usable(talent) is None


def _beast_master(a: Adventurer, *, wounded: bool) -> Adventurer:
    talents = (*(t for t in a.talents if t.id != "beast_master"),)
    talents = (*talents, Talent(id="beast_master", state="mastered"))
    c = Conditions(wounded_talents=("beast_master",) if wounded else ())
    return a.model_copy(update={"talents": talents, "conditions": c})


def test_a_passive_bonus_is_lost_while_wounded() -> None:
    """Beast Master mastered: a familiar holds five commands, not three (p. 78); Wounded, the
    mastery gives nothing until healed (p. 124)."""
    a = game_below().guild.adventurer("a1")
    familiar = Companion(id="c1", kind="cat", name="Tib", owner=a.id, familiar=True)
    assert companions.limit(familiar, _beast_master(a, wounded=False)) == 5
    assert companions.limit(familiar, _beast_master(a, wounded=True)) == 3


def test_a_crawl_talent_is_refused_naming_the_wound_and_the_bot_does_not_try() -> None:
    game = met("invisible_path")
    seen = game.state.spotted | {(game.room, "invisible_path")}
    game.states[game.depth] = replace(game.state, spotted=seen)
    chosen = autoplay._second_sight(game)
    assert isinstance(chosen, cmd.SecondSight), "precondition: the bot would focus"
    wound(game, chosen.who, dwimmercraft.TALENT)
    with pytest.raises(IllegalCommand, match=r"Dwimmercraft is Wounded.*p\. 124"):
        game.execute(chosen)
    assert game.guild.adventurer(chosen.who).resolve == 4  # nothing paid
    again = autoplay._second_sight(game)
    assert not isinstance(again, cmd.SecondSight) or again.who != chosen.who


def test_a_talent_named_before_the_draw_is_refused_while_wounded() -> None:
    game = game_below()
    arete(game, "a1", "iron_beards")
    wound(game, "a1", "iron_beards")
    with pytest.raises(IllegalCommand, match=r"Iron Beards is Wounded.*p\. 124"):
        game.execute(cmd.Ready(who="a1", talent="iron_beards"))
    assert game.readied == ()


@pytest.mark.usefixtures("goblins")
def test_a_challenge_play_is_refused_and_not_offered_while_wounded() -> None:
    game = counsel_fight()
    bryonie = key(game, "Bryonie")
    wound(game, bryonie, "counsel")
    held = [c.name for c in game.challenge.hand(bryonie)]
    with pytest.raises(IllegalCommand, match=r"Counsel is Wounded.*p\. 124"):
        advise(game, "Ten of Swords", "Attack")
    assert [c.name for c in game.challenge.hand(bryonie)] == held


# Every ``.talent(`` call left in worm/ reads the sheet for something other than a use of the
# talent; a use asks ``Adventurer.usable`` (or ``worm.rules.talents.usable``/``barred``).
NOT_A_USE = {
    "worm/model/adventurer.py:usable": "the central query itself",
    "worm/engine/actions/rage.py:turned_on": "tells who is the rage's enemy; raging asks usable",
    "worm/engine/hushing.py:hush": "a standing no for a talent one has, Wounded or not",
    "worm/gm/creation.py:_hunting": "creation: the specialization a new hunter chose",
    "worm/engine/autoacrobat.py:jumper": "reads the training state; acrobat.scales asks usable",
    "worm/rules/talents.py:barred": "tells known-but-barred from unknown",
    "worm/rules/talents.py:use": "refuses the unknown; asks barred for the Wound",
    "worm/rules/talents.py:invest": "training with XP (p. 33)",
    "worm/engine/training.py:user": "refuses the unknown; asks barred for the Wound",
    "worm/engine/actions/counsel.py:give": "refuses the unknown; asks barred for the Wound",
    "worm/engine/actions/wands.py:spell_named": "refuses the unknown; asks barred",
    "worm/engine/outright.py:ready": "refuses the unknown; asks barred for the Wound",
    "worm/engine/outright.py:succeed": "refuses the unknown; asks barred for the Wound",
    "worm/engine/colossal.py:feat_by": "refuses the unknown; asks barred for the Wound",
    "worm/engine/actions/wreck.py:check": "refuses the unknown; feat_by asks barred",
    "worm/engine/camp_actions.py:_use_talent": "why a known talent is not ready, after barred",
    "worm/engine/camp_actions.py:_train": "training (p. 137)",
    "worm/engine/reckoning.py:costs": "tells what a play already made costs",
    "worm/engine/arete.py:deed": "learning the arête talent (p. 28)",
    "worm/engine/byname.py:grant": "granting the byname is no use of it (p. 53)",
    "worm/engine/byname.py:rename": "naming the byname is no use of it (p. 53)",
    "worm/engine/actions/monster_hunter.py:choose": "naming the quarry is no use (p. 70)",
    "worm/engine/autocity.py:_quarry": "naming the quarry is no use (p. 70)",
    "worm/engine/elections.py:elect": "a standing choice, made beforehand",
    "worm/gm/creation.py:companions_for": "a new adventurer, never Wounded",
    "worm/gm/creation.py:sworn": "a new adventurer swears a foe, never Wounded (p. 70)",
    "worm/gm/talents.py:_costs_no_xp": "the cost of a talent its callers found usable",
    "worm/gm/wounds.py:rank": "wounding (p. 124)",
    "worm/gm/doubt.py:rank": "which line to cross off (p. 269)",
    "worm/rules/conditions.py:wound": "wounding (p. 124)",
    "worm/rules/wound_order.py:check": "the order of Wounds (p. 124)",
    "worm/rules/wound_order.py:pick": "the order of Wounds (p. 124)",
    "worm/rules/arete.py:check": "learning the arête talent (p. 28)",
    "worm/rules/call_to_adventure.py:problems": "checking a new sheet (p. 20)",
    "worm/rules/camp.py:teachable": "teaching reads mastery (p. 137)",
    "worm/rules/camp.py:why_not": "why a known talent is not ready, after barred",
    "worm/rules/pacts.py:why_not": "refuses the unknown; asks barred for the Wound",
    "worm/ui/cityacts.py:_horde": "refuses the unknown; asks barred for the Wound",
    "worm/ui/cityacts.py:_quarry": "naming the quarry is no use (p. 70)",
    "worm/ui/cityacts.py:_train": "training (p. 159)",
    "worm/ui/motifs.py:change": "listing the byname to rename",
}


def _reads_of_the_sheet() -> set[str]:
    found: set[str] = set()
    for path in sorted(WORM.rglob("*.py")):
        where = path.relative_to(WORM.parent).as_posix()

        def walk(node: ast.AST, fn: str, where: str = where) -> None:
            for child in ast.iter_child_nodes(node):
                named = child.name if isinstance(child, ast.FunctionDef) else fn
                func = child.func if isinstance(child, ast.Call) else None
                if isinstance(func, ast.Attribute) and func.attr == "talent":
                    found.add(f"{where}:{named}")
                walk(child, named)

        walk(ast.parse(path.read_text(encoding="utf-8")), "<module>")
    return found


def test_every_read_of_a_talent_is_a_use_that_asks_usable_or_is_listed_as_no_use() -> None:
    reads = _reads_of_the_sheet()
    unlisted = sorted(reads - NOT_A_USE.keys())
    assert not unlisted, (
        f"these read a talent with .talent(): a use must ask .usable() (p. 124), else list "
        f"the site in NOT_A_USE with why: {unlisted}"
    )
    stale = sorted(NOT_A_USE.keys() - reads)
    assert not stale, f"NOT_A_USE lists sites that no longer read .talent(): {stale}"
