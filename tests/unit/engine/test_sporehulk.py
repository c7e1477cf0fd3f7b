"""The Sporehulk's own rules (p. 279): the rune of protection, climbing him with a Dash, his
Shake, one Initiative for all his sections.

The fights are against the lord seed XI places (the Sporehulk, built on the Titan), with the
guild of seed 2: Bryonie, Bidziil with a hammer, Gunhild with a dagger.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.unit.engine.fight_kit import fight, give, lord_fight, lord_turn, set_initiative, who
from worm import tarot
from worm.engine import antagonists, options, shake, zone_dooms
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import climbing, fighters, harm
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.gm import aim
from worm.model.challenge import Declared
from worm.saves import savefile
from worm.text import fight as fight_view
from worm.text import fightwords

HULK = "the_sporehulk"
LORD = "foes.1"


def hulk_fight() -> Game:
    return lord_fight(HULK)


def turn(game: Game, first: str, card: str) -> str:
    return lord_turn(game, first, card)


def pool(game: Game, pool_id: str) -> tuple[int | None, int]:
    found = next(p for p in game.challenge.fighter(LORD).parts if p.id == pool_id)
    return found.health, found.defense


def whole(game: Game) -> list[tuple[str, int | None, int]]:
    return [(p.id, p.health, p.defense) for p in game.challenge.fighter(LORD).parts]


def rulings(game: Game, start: int, words: str) -> list[ev.Gm]:
    return [e for e in game.log.events[start:] if isinstance(e, ev.Gm) and words in e.why]


def climb(game: Game, first: str, section: str, card: str = "Two of Pentacles") -> str:
    key = turn(game, first, card)
    game.execute(cmd.Play(who=key, card=card, action="Dash", option=section))
    return key


# --- the rune of protection ---------------------------------------------------------------------


def test_blows_glance_off_him_while_his_rune_stands() -> None:
    """p. 279: immune to damage until the rune breaks; the rune glows dully."""
    game = hulk_fight()
    before = whole(game)
    start = len(game.log.events)
    assert not harm.harm_foe(game, LORD, 3, by=who(game, "Bidziil"), melee=True)
    assert not harm.harm_foe(game, LORD, 2, part="torso")  # a missile's reach, still nothing
    assert whole(game) == before
    glanced = rulings(game, start, "glances off")
    assert len(glanced) == 2 and all(g.rule == "p. 279" for g in glanced)
    assert "Rune of protection glows dully" in glanced[0].why


def test_a_blow_at_the_rune_breaks_it_and_wounds_the_torso_once() -> None:
    """p. 279: a successful Attack at the rune deals 1 Wound to the Torso (5/10) and ends the
    immunity: the next blow on his Legs (4/0) lands."""
    game = hulk_fight()
    start = len(game.log.events)
    harm.harm_foe(game, LORD, 3, by=who(game, "Gunhild"), part="rune")
    assert pool(game, "rune")[0] == 0
    assert pool(game, "torso") == (5, 9)
    broke = rulings(game, start, "Rune of protection breaks")
    assert broke and broke[0].rule == "p. 279"
    harm.harm_foe(game, LORD, 2, by=who(game, "Bidziil"), part="legs", melee=True)
    assert pool(game, "legs") == (2, 0)


def test_a_bow_shot_reaches_the_rune_from_the_ground_but_melee_does_not() -> None:
    """p. 279: a missile reaches the rune from anywhere he is seen; melee only from his Torso."""
    game = hulk_fight()
    key = turn(game, "Bidziil", "King of Swords")
    with pytest.raises(IllegalCommand, match="only from his Torso: climb him with a Dash"):
        game.execute(
            cmd.Play(who=key, card="King of Swords", action="Attack", target=LORD, part="rune")
        )
    held = game.challenge.fighter(LORD).parts
    block = fighters.block(game)
    assert aim.refusal(block, held, "rune", melee=False) is None
    assert aim.refusal(block, held, "rune", melee=True, on="torso") is None


def test_the_bot_shoots_at_the_rune_first() -> None:
    """Policy (``worm.gm.aim.BOT``): the rune (1/0) is the cheapest pool whose fall costs him
    something, his immunity; from the ground melee cannot reach it and strikes his Legs."""
    game = hulk_fight()
    held = game.challenge.fighter(LORD).parts
    block = fighters.block(game)
    assert aim.choice(block, held, melee=False) == "rune"
    assert aim.choice(block, held, melee=True) == "legs"
    assert aim.choice(block, held, melee=True, on="torso") == "rune"


def test_the_menu_says_which_blows_glance() -> None:
    game = hulk_fight()
    key = turn(game, "Gunhild", "Ten of Swords")
    plays = options.plays(game, key, tarot.card_named("Ten of Swords"))
    labels = [o.label for o in plays if o.action == "Attack" and o.part is not None]
    assert any("the Legs (glances off while the Rune of protection stands" in s for s in labels)
    assert not any("the Rune of protection (glances" in s for s in labels)
    card = tarot.card_named("Two of Pentacles")
    give(game, key, "Two of Pentacles")
    dashes = [o for o in options.plays(game, key, card) if o.action == "Dash"]
    climbs = [o.label for o in dashes if (o.option or "").startswith(climbing.PREFIX)]
    assert climbs == ["Dash → climb to The Sporehulk's Legs"]


# --- climbing -----------------------------------------------------------------------------------


def test_a_dash_climbs_one_section_at_a_time() -> None:
    """p. 279: a Dash moves a climber up or down one section: ground, Legs, then the Torso or
    an Arm. Melee reaches only the section climbed."""
    game = hulk_fight()
    key = turn(game, "Bidziil", "Two of Pentacles")
    with pytest.raises(IllegalCommand, match="one Dash climbs one section"):
        game.execute(cmd.Play(who=key, card="Two of Pentacles", action="Dash", option="torso"))
    start = len(game.log.events)
    climb(game, "Bidziil", "legs")
    assert climbing.on(game.challenge, key, LORD) == "legs"
    on_legs = rulings(game, start, "is on")
    assert on_legs and on_legs[0].rule == "p. 279" and "melee reaches Legs" in on_legs[0].why
    climb(game, "Bidziil", "torso", "Three of Pentacles")
    assert climbing.on(game.challenge, key, LORD) == "torso"
    key = turn(game, "Bidziil", "Four of Pentacles")
    with pytest.raises(IllegalCommand, match="one Dash climbs one section"):
        game.execute(cmd.Play(who=key, card="Four of Pentacles", action="Dash", option="ground"))


def test_from_his_torso_melee_breaks_the_rune() -> None:
    """p. 279: climbing his Torso, a melee Attack at the rune breaks it: 1 Wound to the Torso
    (5/10), and the immunity ends."""
    game = hulk_fight()
    key = climb(game, "Bidziil", "legs")
    climb(game, "Bidziil", "torso", "Three of Pentacles")
    turn(game, "Bidziil", "King of Swords")
    with pytest.raises(IllegalCommand, match="from his Torso melee reaches only the Torso"):
        game.execute(
            cmd.Play(who=key, card="King of Swords", action="Attack", target=LORD, part="legs")
        )
    game.execute(
        cmd.Play(who=key, card="King of Swords", action="Attack", target=LORD, part="rune")
    )
    assert pool(game, "rune")[0] == 0
    assert pool(game, "torso") == (5, 9)


def test_leaving_his_zone_puts_a_climber_on_the_ground() -> None:
    """A Move or Dash to another zone takes a climber off him: back in his zone, they stand on
    the ground, and melee reaches only his Legs again."""
    game = hulk_fight()
    key = climb(game, "Bidziil", "legs")
    assert climbing.climbers(game.challenge, LORD) == (key,)
    near = game.challenge.zone(0).neighbours
    assert near, "the fight has a second zone"
    harm.enter_zone(game, key, near[0])
    harm.enter_zone(game, key, 0)
    assert climbing.climbers(game.challenge, LORD) == ()
    assert climbing.on(game.challenge, key, LORD) is None


def test_the_text_game_climbs_by_the_sections_name() -> None:
    game = hulk_fight()
    turn(game, "Bidziil", "Two of Pentacles")
    play = fightwords.play(game, "bidziil two of pentacles dash legs".split())  # type: ignore[arg-type]
    assert (play.action, play.option) == ("Dash", "legs")


def test_the_bot_climbs_to_his_rune_and_breaks_it() -> None:
    """Policy (``worm.engine.skirmish._climb``): with a hammer, melee cannot reach the rune
    from the ground, so the bot Dashes up his Legs, then onto his Torso, then strikes the
    rune (p. 279)."""
    game = hulk_fight()
    key = who(game, "Bidziil")
    seen = []
    for card in ("Two of Pentacles", "Three of Pentacles", "King of Swords"):
        turn(game, "Bidziil", card)
        command = Skirmisher().next(game)
        assert isinstance(command, cmd.Play) and command.who == key
        seen.append((command.action, command.option or command.part))
        game.execute(command)
    assert seen == [
        ("Dash", f"climb:{LORD}:legs"),
        ("Dash", f"climb:{LORD}:torso"),
        ("Attack", "rune"),
    ]
    assert pool(game, "rune")[0] == 0


def test_the_fight_view_shows_the_rune_and_who_climbs_where() -> None:
    """The text game (and the terminal, which shares the words) says what the rune does and
    which section each climber is on (p. 279)."""
    game = hulk_fight()
    key = climb(game, "Bidziil", "legs")
    shown = fight_view.view(game)
    assert "Rune of protection: Health 1/1" in shown
    assert "until it breaks, blows elsewhere glance off" in shown
    name = game.guild.adventurer(key).name
    line = next(s for s in shown.splitlines() if s.strip().startswith(name))
    assert "climbing The Sporehulk's Legs (p. 279)" in line


# --- Shake --------------------------------------------------------------------------------------


def test_he_shakes_off_whoever_climbs_him() -> None:
    """p. 279: Shake, a lesser doom of the Torso, Roughhouses everyone climbing him; each he
    beats falls to the ground, Tripped, with a Piercing Wound. Policy ``worm.gm.climbers``:
    the GM shakes first, with his highest lesser doom."""
    game = hulk_fight()
    key = climb(game, "Bidziil", "legs")
    ch = game.challenge
    game.challenge = ch.with_group(replace(ch.group(key), acted=False))
    set_initiative(game, key, "Two of Wands", shown=True)
    give(game, "gm", "Three of Cups", "King of Cups")
    block = fighters.block(game)
    start = len(game.log.events)
    plan = shake.plan(game, "foes", block)
    assert plan is not None and plan.doom == "Shake" and plan.targets == ((key, 1),)
    assert plan.card == tarot.card_named("King of Cups")
    assert rulings(game, start, "plays a lesser doom as Shake")[0].rule == "p. 185"
    antagonists.play(
        game,
        Declared("foes", "foes", zone_dooms.DOOM, plan.card, targets=plan.targets, doom="Shake"),
    )
    assert climbing.on(game.challenge, key, LORD) is None
    assert "trip" in game.challenge.fighter(key).effects
    name = game.guild.adventurer(key).name
    fell = [e for e in game.log.events[start:] if isinstance(e, ev.Wound) and e.who == name]
    assert len(fell) == 1 and fell[0].piercing and "shaken off" in fell[0].cause
    assert rulings(game, start, "falls off")[0].rule == "p. 279"


def test_no_one_climbing_or_no_torso_means_no_shake() -> None:
    """A Shake needs a climber, and goes with the Torso when it falls (p. 251)."""
    game = hulk_fight()
    give(game, "gm", "King of Cups")
    assert shake.plan(game, "foes", fighters.block(game)) is None
    climb(game, "Bidziil", "legs")
    give(game, "gm", "King of Cups")
    hulk = game.challenge.fighter(LORD)
    torn = tuple(replace(p, health=0) if p.id == "torso" else p for p in hulk.parts)
    game.challenge = game.challenge.with_fighter(replace(hulk, parts=torn))
    assert shake.plan(game, "foes", fighters.block(game)) is None


# --- one Initiative -------------------------------------------------------------------------------


def test_his_sections_share_one_initiative() -> None:
    """p. 279: for all the HD of his sections, the Sporehulk has a single Initiative: one foe
    holding every pool, one band, one card laid for it."""
    game = fight(2, count=1, size=3, creature=HULK)
    ch = game.challenge
    bands = [g for g in ch.groups if g.side == "foes"]
    assert len(bands) == 1 and [f.key for f in ch.members(bands[0].key)] == [LORD]
    assert [p.id for p in ch.fighter(LORD).parts] == [
        "legs",
        "left_arm",
        "right_arm",
        "torso",
        "rune",
    ]
    bot = Skirmisher()
    while game.challenge.step == "initiative":
        game.execute(bot.next(game))
    laid = game.challenge.group(bands[0].key).initiative
    assert laid is not None
    assert sum(1 for g in game.challenge.groups if g.side == "foes" and g.initiative) == 1


def test_a_climber_is_still_climbing_after_a_save_and_a_load(tmp_path: Path) -> None:
    game = hulk_fight()
    key = climb(game, "Bidziil", "legs")
    path = tmp_path / "hulk.json"
    savefile.write(path, savefile.make(game.snapshot()))
    loaded = savefile.read(path).state
    assert loaded == game.snapshot()
    again = Game.from_state(loaded)
    assert climbing.on(again.under_way(), key, LORD) == "legs"
