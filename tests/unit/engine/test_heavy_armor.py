"""Iron and steel armor (p. 164): no spell can be aimed at one who wears iron, and nobody
sneaks in iron or steel (Sneak's Infiltrate in the Camp, p. 74)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_camp import camp_game, learn
from tests.unit.engine.test_challenge_actions import acts, hand, key, lay, play, ready, turn
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.rules import armor
from worm.rules import camp as camp_rules


def wear(game: Game, who: str, item: str) -> None:
    """``who`` wears ``item`` in place of the armor on the belt (or in a free belt slot)."""
    a = game.guild.adventurer(who)
    belt = list(a.inventory.belt)
    at = next(
        (
            i
            for i, c in enumerate(belt)
            if c is not None and "armor" in game.pack.items[c.item].tags
        ),
        None,
    )
    if at is None:
        at = belt.index(None)
    belt[at] = belt[at].model_copy(update={"item": item}) if belt[at] else None
    assert belt[at] is not None, "the test wants armor to swap"
    inventory = a.inventory.model_copy(update={"belt": tuple(belt)})
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))


@pytest.mark.usefixtures("goblins")
def test_no_spell_can_be_aimed_at_one_in_iron_armor() -> None:
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    talents = (*bryonie.talents, Talent(id="magic_of_the_welkin", state="mastered"))
    game.set_adventurer(bryonie.model_copy(update={"talents": talents}))
    wear(game, key(game, "Gunhild"), "armor_iron")
    hand(game, "Bryonie", "Six of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="no spell can be aimed at Gunhild"):
        play(
            game,
            "Bryonie",
            "Six of Cups",
            "Speak Incantation",
            target=key(game, "Gunhild"),
            option="life",
        )
    wear(game, key(game, "Gunhild"), "armor_steel")  # steel does not stop the aim
    events = play(
        game,
        "Bryonie",
        "Six of Cups",
        "Speak Incantation",
        target=key(game, "Gunhild"),
        option="life",
    )
    assert acts(events, "Speak Incantation")


def test_nobody_sneaks_in_iron_or_steel() -> None:
    game = camp_game()
    learn(game, "a1", "sneak")
    learn(game, "a1", "war_stories")  # another camp talent, so the refusal is Sneak's own
    assert "sneak" in camp_rules.camp_talents(game.guild.adventurer("a1"))
    wear(game, "a1", "armor_steel")
    assert armor.heavy(game.guild.adventurer("a1")) == "armor_steel"
    assert "sneak" not in camp_rules.camp_talents(game.guild.adventurer("a1"))
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="cannot sneak in iron or steel"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="sneak"))


def test_the_rules_sets_match_the_content_tags() -> None:
    pack = ready().pack
    tagged = {i.id for i in pack.items.values() if "no_swim_or_sneak" in i.tags}
    assert tagged == armor.HEAVY
    spell_proof = {i.id for i in pack.items.values() if "blocks_spell_targeting" in i.tags}
    assert spell_proof == armor.SPELL_PROOF
