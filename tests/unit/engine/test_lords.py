"""Dungeon lords by the book (pp. 251, 269–281): pools with their own dooms, blows aimed at a
pool, the lich's phylactery out of reach, the Sporehulk's Legs before the rest of him.

The fights are against the real lords the seeds place: the Locust Lich (seed I, built on the
Yellow King, p. 269) and the Sporehulk (seed XI, on the Titan, p. 279).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import (
    accounted,
    fight,
    lord_fight,
    lord_turn,
    set_initiative,
    take,
    who,
)
from worm import tarot
from worm.content import loader
from worm.engine import challenge, options
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import fighters, harm
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.gm import aim, foes, tactics
from worm.model.challenge import Declared
from worm.text import fightwords

LICH = "the_locust_lich"
HULK = "the_sporehulk"
LORD = "foes.1"
CROWN_DOOMS = ("If the Poison Won't Take You My Dogs Will", "Day of Tears and Mourning")


def turn(game: Game, first: str, card: str) -> str:
    return lord_turn(game, first, card)


def part(game: Game, pool: str) -> tuple[int | None, int]:
    found = next(p for p in game.challenge.fighter(LORD).parts if p.id == pool)
    return found.health, found.defense


def rulings(events: list[ev.Event], words: str) -> list[ev.Gm]:
    return [e for e in events if isinstance(e, ev.Gm) and words in e.why]


def dooms_of(game: Game) -> set[str]:
    block = fighters.block(game)
    return {d.name for d in (*block.lesser, *block.greater)}


def test_the_lichs_pools_are_the_books() -> None:
    """p. 270: Phylactery 1/0 (out of reach), Crown of Archwood 1/4, Body 5/9."""
    game = lord_fight(LICH)
    assert [(p.id, p.health, p.defense) for p in game.challenge.fighter(LORD).parts] == [
        ("phylactery", 1, 0),
        ("crown_of_archwood", 1, 4),
        ("body", 5, 9),
    ]
    block = fighters.block(game)
    assert [p.id for p in block.parts if p.hidden] == ["phylactery"]
    crown = next(p for p in block.parts if p.id == "crown_of_archwood")
    assert set(CROWN_DOOMS) <= set(crown.dooms)


def test_a_blow_nobody_aimed_strikes_the_lichs_body_not_his_phylactery() -> None:
    """p. 270: the phylactery is a letter on a shelf among many like it; one Wound of a dagger
    no longer destroys it. The blow lands on the body, the lord himself (policy, p. 251)."""
    game = lord_fight(LICH)
    harm.harm_foe(game, LORD, 1, melee=True)
    assert part(game, "phylactery") == (1, 0)
    assert part(game, "body") == (5, 8)
    assert part(game, "crown_of_archwood") == (1, 4)


def test_an_attack_cannot_be_aimed_at_the_phylactery() -> None:
    game = lord_fight(LICH)
    key = turn(game, "Gunhild", "Ten of Swords")
    with pytest.raises(IllegalCommand, match="Phylactery is not in the fight"):
        game.execute(
            cmd.Play(who=key, card="Ten of Swords", action="Attack", target=LORD, part="phylactery")
        )
    with pytest.raises(IllegalCommand, match="no part 'tail'"):
        game.execute(
            cmd.Play(who=key, card="Ten of Swords", action="Attack", target=LORD, part="tail")
        )


def test_an_attack_aimed_at_the_crown_strikes_the_crown() -> None:
    game = lord_fight(LICH)
    key = turn(game, "Bidziil", "King of Swords")
    game.execute(
        cmd.Play(
            who=key, card="King of Swords", action="Attack", target=LORD, part="crown_of_archwood"
        )
    )
    assert part(game, "body") == (5, 9)
    assert part(game, "crown_of_archwood") != (1, 4)
    accounted(game)


def test_the_crowns_dooms_go_when_the_crown_falls() -> None:
    """p. 251: a pool's abilities are lost when it is defeated; p. 270: the crown (1/4) holds
    If the Poison Won't Take You My Dogs Will and Day of Tears and Mourning."""
    game = lord_fight(LICH)
    assert set(CROWN_DOOMS) <= dooms_of(game)
    start = len(game.log.events)
    harm.harm_foe(game, LORD, 5, by=who(game, "Gunhild"), part="crown_of_archwood")
    fell = rulings(list(game.log.events[start:]), "Crown of Archwood is defeated")
    assert fell and fell[0].rule == "p. 251"
    assert all(name in fell[0].why for name in CROWN_DOOMS)
    assert not set(CROWN_DOOMS) & dooms_of(game)
    assert "Do You Doubt Me, Traitor?" in dooms_of(game)  # the body's stay
    assert game.challenge.fighter(LORD).fighting


def test_a_disarm_knocks_the_crown_off_and_its_dooms_with_it() -> None:
    """p. 270: Disarming the crown denies him its powers until he Recovers it."""
    game = lord_fight(LICH)
    lich = game.challenge.fighter(LORD)
    game.challenge = game.challenge.with_fighter(replace(lich, effects=frozenset({"disarm"})))
    assert not set(CROWN_DOOMS) & dooms_of(game)
    game.challenge = game.challenge.with_fighter(replace(lich, effects=frozenset()))
    assert set(CROWN_DOOMS) <= dooms_of(game)


def test_the_lich_crumbles_to_a_skull_while_the_phylactery_lasts() -> None:
    """p. 270: the body (5/9) defeated leaves a crystal skull nothing can harm, which grows a
    new body while the phylactery is intact: the lich is out of the fight."""
    game = lord_fight(LICH)
    start = len(game.log.events)
    down = harm.harm_foe(game, LORD, 14, by=who(game, "Gunhild"), melee=True)
    assert down
    skull = rulings(list(game.log.events[start:]), "crystal skull")
    assert skull and skull[0].rule == "p. 270" and "Phylactery lasts" in skull[0].why


def test_melee_reaches_the_sporehulks_torso_only_past_his_legs() -> None:
    """p. 279: from the ground melee reaches only the Legs; missiles reach any section."""
    game = lord_fight(HULK)
    key = turn(game, "Bidziil", "King of Swords")
    with pytest.raises(IllegalCommand, match="until the Legs fall"):
        game.execute(
            cmd.Play(who=key, card="King of Swords", action="Attack", target=LORD, part="torso")
        )
    held = game.challenge.fighter(LORD).parts
    block = fighters.block(game)
    assert aim.refusal(block, held, "torso", melee=False) is None  # a bow's shot
    assert aim.default(block, held, melee=True) == "legs"
    legs_down = tuple(replace(p, health=0, defense=0) if p.id == "legs" else p for p in held)
    assert aim.refusal(block, legs_down, "torso", melee=True) is None
    assert aim.default(block, legs_down, melee=True) == "torso"  # the core, now in reach


def test_the_text_game_aims_at_a_part() -> None:
    game = lord_fight(LICH)
    turn(game, "Bidziil", "King of Swords")
    words = "bidziil king of swords attack lich crown".split()
    play = fightwords.play(game, words)  # type: ignore[arg-type]
    assert (play.target, play.part) == (LORD, "crown_of_archwood")
    plain = fightwords.play(game, "bidziil king of swords attack lich".split())  # type: ignore[arg-type]
    assert (plain.target, plain.part) == (LORD, None)


def test_the_menu_lists_the_parts_in_reach() -> None:
    game = lord_fight(LICH)
    key = turn(game, "Bidziil", "King of Swords")
    card = game.challenge.hand(key)[0]
    found = options.plays(game, key, card)
    parts = {o.part for o in found if o.action == "Attack" and o.target == LORD}
    assert {"crown_of_archwood", "body", None} <= parts
    assert "phylactery" not in parts


def test_the_bot_strikes_the_crown_before_the_body() -> None:
    """Policy (``worm.gm.aim.BOT``): the crown (1/4, 5 Wounds) before the body (5/9, 14)."""
    game = lord_fight(LICH)
    key = turn(game, "Bidziil", "King of Swords")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play) and (command.who, command.action) == (key, "Attack")
    assert command.part == "crown_of_archwood"
    block = fighters.block(game)
    assert aim.choice(block, game.challenge.fighter(LORD).parts, melee=True) == (
        "crown_of_archwood"
    )


def test_a_lord_without_pools_of_its_own_loses_nothing_when_its_ward_falls() -> None:
    """The policy pools (body and ward) carry no dooms: the ward falling takes none."""
    block = foes.statblock(loader.default(), "xania")
    assert [p.id for p in block.parts] == ["body", "ward"]
    assert foes.lost_with(block, "ward", frozenset()) == ()


def test_a_notch_deals_the_crown_two_wounds_and_a_destroy_ends_it() -> None:
    """p. 270: Notching the crown (1/4) deals it 2 Wounds; Destroying it ends its powers."""
    game = lord_fight(LICH)
    harm.afflict(game, LORD, "notch")
    assert part(game, "crown_of_archwood") == (1, 2)
    assert "notch" not in game.challenge.fighter(LORD).effects
    start = len(game.log.events)
    harm.afflict(game, LORD, "destroy")
    assert part(game, "crown_of_archwood")[0] == 0
    assert rulings(list(game.log.events[start:]), "Crown of Archwood is destroyed")
    assert not set(CROWN_DOOMS) & dooms_of(game)
    assert part(game, "body") == (5, 9)


def test_a_disarm_landing_on_the_lich_says_the_crown_is_knocked_off() -> None:
    game = lord_fight(LICH)
    start = len(game.log.events)
    harm.afflict(game, LORD, "disarm")
    said = rulings(list(game.log.events[start:]), "Crown of Archwood is knocked off")
    assert said and said[0].rule == "p. 270"
    assert not set(CROWN_DOOMS) & dooms_of(game)


def test_a_band_of_copies_keeps_a_power_while_any_copy_keeps_its_pool() -> None:
    """The sim sets several copies of a lord on the guild: one copy's crown falling takes its
    dooms from that copy only."""
    game = fight(2, count=2, size=3, creature=LICH)
    first, second = (f.key for f in game.challenge.side("foes"))
    harm.harm_foe(game, first, 5, part="crown_of_archwood")
    assert set(CROWN_DOOMS) <= dooms_of(game)
    harm.harm_foe(game, second, 5, part="crown_of_archwood")
    assert not set(CROWN_DOOMS) & dooms_of(game)


I_AM = "I Am the Fucking Death Dealer/I Am the Butcher of the World"


def test_the_lich_names_his_weapon_of_hate_with_an_attack() -> None:
    """p. 270: of his two lesser Attack dooms the GM names the melee one that deals Piercing
    (policy ``worm.gm.tactics.attack_doom``); the arcane bolt's range is not written yet."""
    game = lord_fight(LICH)
    block = fighters.block(game)
    attacks = [(d.name, d.text) for d in block.lesser if d.action == "Attack"]
    assert [name for name, _ in attacks] == [CROWN_DOOMS[0], I_AM]
    assert tactics.attack_doom(attacks) == I_AM
    assert tactics.attack_doom([("Bite", "It bites.")]) == "Bite"


def test_the_weapon_of_hate_deals_piercing_damage() -> None:
    game = lord_fight(LICH)
    target = who(game, "Gunhild")
    set_initiative(game, target, "Ace of Cups")
    card = tarot.card_named("King of Cups")
    take(game, card)
    mark = len(game.log.events)
    challenge.reveal(
        game, Declared("foes", "foes", "Attack", card, targets=((target, 1),), doom=I_AM)
    )
    acted = [e for e in game.log.events[mark:] if isinstance(e, ev.Action)]
    assert acted and acted[0].result == "hit (piercing)", acted


def test_the_bot_leaves_an_arm_whose_twin_keeps_its_dooms() -> None:
    """Policy (``worm.gm.aim.BOT``): past the Sporehulk's Legs and his broken rune, one Arm
    (5/0) falling takes no doom, the other holding the same; the bot strikes the Torso (5/10),
    his core."""
    game = lord_fight(HULK)
    held = tuple(
        replace(p, health=0, defense=0) if p.id in ("legs", "rune") else p
        for p in game.challenge.fighter(LORD).parts
    )
    block = fighters.block(game)
    assert aim.choice(block, held, melee=True) == "torso"
    assert aim.choice(block, game.challenge.fighter(LORD).parts, melee=True) == "legs"
    one_arm = tuple(replace(p, health=0) if p.id == "left_arm" else p for p in held)
    assert aim.choice(block, one_arm, melee=True) == "right_arm"  # its fall now costs dooms
