"""Animal companions in the Camp (pp. 34, 78, 140–141): creation, supper, hunger, recovery,
and Beast Master's training as a Camp Action."""

from __future__ import annotations

import pytest

from worm import content, rng
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import creation
from worm.model.companion import Companion
from worm.model.state import GameState
from worm.text import narrate

from .test_camp import bonds, camp_game, camp_to_recovery, learn, quiet_supper, sheet
from .test_crawl import give, of, snapshot


def beast(game: Game, who: str = "a1", feed: int = 1, **update: object) -> Companion:
    """Give ``who`` a small vicious dog (and ``feed`` portions of its feed)."""
    dog = Companion(id="c1", kind="vicious_dog", name="Nipper", owner=who).model_copy(update=update)
    game.guild = game.guild.with_companion(dog)
    for other in game.guild.adventurers:
        if kit.count(other, "animal_feed"):
            held = kit.count(other, "animal_feed")
            game.guild = game.guild.with_adventurer(kit.lose(other, "animal_feed", held)[0])
    if feed:
        give(game, who, "animal_feed", feed)
    return dog


def dog(game: Game) -> Companion:
    return game.guild.companion("c1")


def master(game: Game, who: str = "a1", state: str = "in_training") -> None:
    a = game.guild.adventurer(who)
    sheet(game, who, talents=tuple(t for t in a.talents if t.id != "beast_master"), xp=5)
    learn(game, who, "beast_master", state)


# --- creation (pp. 34, 78) ---------------------------------------------------------------------


def test_a_beast_master_sets_out_with_a_familiar_and_its_feed() -> None:
    """p. 78 and the required items (p. 21): a mastered Beast Master brings an animal, here
    their familiar, and the feed to keep it; nobody else has one."""
    pack = content.default()
    guild = creation.quick_guild(rng.stream(1, "creation"), pack, size=3)
    masters = [
        a.id
        for a in guild.adventurers
        if (t := a.talent("beast_master")) is not None and t.state == "mastered"
    ]
    assert masters, "seed 1's guild has a mastered Beast Master"
    assert [c.owner for c in guild.companions] == masters
    animal = guild.companions[0]
    assert animal.familiar and animal.kind in pack.animals and animal.commands
    assert kit.count(guild.adventurer(masters[0]), "animal_feed") == 3


def test_companions_survive_the_save_and_old_saves_load() -> None:
    game = camp_game()
    beast(game, commands=("sic_em", "guard"), injured=True, staggered=True)
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.guild.companions == state.guild.companions
    data = state.model_dump(mode="json")
    del data["guild"]["companions"]
    assert GameState.model_validate(data).guild.companions == ()


def test_the_sheet_shows_the_companion() -> None:
    """The sheet's Animal Companion box (p. 22): name, commands, Staggered and Injured."""
    game = camp_game()
    beast(game, commands=("sic_em",), injured=True)
    a1 = game.guild.adventurer("a1")
    line = narrate.sheet(a1, game.pack, guild=game.guild)
    assert "Companion: Nipper, small vicious dog (Injured; Sic 'Em)" in line.replace("\n    ", " ")


# --- supper (p. 140) ---------------------------------------------------------------------------


def test_each_companion_eats_one_animal_feed_at_supper() -> None:
    game = camp_game()
    beast(game, feed=2)
    events = camp_to_recovery(game)
    used = [e for e in of(events, ev.Item) if e.item == "Animal Feed"]
    assert [(e.who, e.change) for e in used] == [(game.guild.adventurer("a1").name, "used")]
    assert kit.count(game.guild.adventurer("a1"), "animal_feed") == 1
    assert dog(game).fed


def test_an_unfed_companion_is_weak_and_leaves_after_two_hungry_camps() -> None:
    """p. 140: unfed, weak and deaf to commands; p. 34: starving, it may leave. Policy: it
    leaves at the second hungry Camp running."""
    game = camp_game()
    beast(game, feed=0)
    events = camp_to_recovery(game)
    assert not dog(game).fed and not dog(game).obeys
    assert any(isinstance(e, ev.Gm) and "too weak" in e.why for e in events)
    while game.camp is not None:
        game.execute(cmd.CampOn())
    camp_to_recovery(game)
    assert game.guild.companions == ()


def test_feed_ends_the_hunger() -> None:
    game = camp_game()
    beast(game, feed=1, fed=False, hungry=1)
    camp_to_recovery(game)
    assert dog(game).fed and dog(game).hungry == 0


# --- recovery (p. 141) -------------------------------------------------------------------------


def test_a_fed_companion_loses_staggered_in_the_morning() -> None:
    game = camp_game()
    beast(game, feed=1, staggered=True)
    camp_to_recovery(game)
    while game.camp is not None:
        game.execute(cmd.CampOn())
    assert not dog(game).staggered


def test_a_hungry_companion_stays_staggered() -> None:
    """Policy (p. 34 over p. 141): only a fed animal loses Staggered."""
    game = camp_game()
    beast(game, feed=0, staggered=True)
    camp_to_recovery(game)
    while game.camp is not None:
        game.execute(cmd.CampOn())
    assert dog(game).staggered


def test_a_burned_bond_clears_a_companions_injured() -> None:
    game = camp_game()
    quiet_supper(game)
    beast(game, feed=1, injured=True)
    bonds(game, "a1", charged=True)
    camp_to_recovery(game)
    assert game.camp is not None and game.camp.step == 4
    events = game.execute(cmd.Burn(who="a1", animal="Nipper"))
    assert not dog(game).injured
    assert [b.for_ for b in of(events, ev.Bond)] == ["Nipper's wounds"]


def test_a_familiar_at_deaths_door_comes_back_injured() -> None:
    """Ambiguity 7: how a familiar leaves Death's Door. Policy: a burned Bond."""
    game = camp_game()
    quiet_supper(game)
    beast(game, feed=1, familiar=True, staggered=True, injured=True, deaths_door=True)
    bonds(game, "a1", charged=True)
    camp_to_recovery(game)
    game.execute(cmd.Burn(who="a1", animal="c1"))
    assert not dog(game).deaths_door and dog(game).injured


@pytest.mark.parametrize(
    ("update", "who", "why"),
    [({"injured": False}, "a1", "not Injured"), ({"injured": True}, "a2", "follows")],
    ids=["not injured", "not the owner"],
)
def test_a_burn_for_a_companion_is_refused(update: dict[str, object], who: str, why: str) -> None:
    game = camp_game()
    quiet_supper(game)
    beast(game, feed=1, **update)
    bonds(game, "a1", charged=True)
    bonds(game, "a2", charged=True)
    sheet(game, "a1", resolve=2)  # something to mend, so recovery waits for the burns
    camp_to_recovery(game)
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match=why):
        game.execute(cmd.Burn(who=who, animal="Nipper"))
    assert snapshot(game) == before


# --- Beast Master's training (p. 78) -----------------------------------------------------------


def teach(game: Game, command: str, forget: str | None = None) -> list[ev.Event]:
    return game.execute(
        cmd.CampAct(
            who="a1",
            action="use_a_talent",
            what="beast_master",
            animal="Nipper",
            command=command,
            forget=forget,
        )
    )


def test_beast_master_teaches_one_command_in_camp() -> None:
    game = camp_game()
    master(game)
    beast(game)
    game.execute(cmd.Camp())
    events = teach(game, "sic em")
    assert dog(game).commands == ("sic_em",)
    assert "teaches Nipper Sic 'Em" in of(events, ev.CampAction)[0].result
    assert game.guild.adventurer("a1").xp == 4  # in training: 1 XP a use (p. 33)


def test_an_animal_holds_three_commands_and_retrains_by_replacing_one() -> None:
    game = camp_game()
    master(game, state="mastered")
    beast(game, commands=("sic_em", "guard", "fetch"))
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="already holds 3 commands"):
        teach(game, "heel")
    teach(game, "heel", forget="fetch")
    assert dog(game).commands == ("sic_em", "guard", "heel")


def test_a_mastered_beast_masters_familiar_holds_five() -> None:
    game = camp_game()
    master(game, state="mastered")
    beast(game, familiar=True, commands=("sic_em", "guard", "fetch", "heel"))
    game.execute(cmd.Camp())
    teach(game, "track")
    assert len(dog(game).commands) == 5
    while game.camp is not None:
        game.execute(cmd.CampOn())
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="already holds 5"):
        teach(game, "stay")


def test_a_familiar_of_one_still_in_training_holds_three() -> None:
    game = camp_game()
    master(game, state="in_training")
    beast(game, familiar=True, commands=("sic_em", "guard", "fetch"))
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="already holds 3"):
        teach(game, "track")


@pytest.mark.parametrize(
    ("command", "forget", "why"),
    [
        ("sic_em", None, "already knows"),
        ("juggle", None, "not a command"),
        ("heel", "stay", "does not know Stay"),
    ],
    ids=["known", "unknown word", "forgets what it lacks"],
)
def test_bad_lessons_are_refused(command: str, forget: str | None, why: str) -> None:
    game = camp_game()
    master(game)
    beast(game, commands=("sic_em",))
    game.execute(cmd.Camp())
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match=why):
        teach(game, command, forget)
    assert snapshot(game) == before


def test_no_training_without_an_animal() -> None:
    game = camp_game()
    master(game)
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="no animal companion"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="beast_master"))


def test_an_unnamed_lesson_is_the_first_command_the_animal_lacks() -> None:
    game = camp_game()
    master(game)
    beast(game, commands=("sic_em",))
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="beast_master"))
    assert dog(game).commands == ("sic_em", "get_help")


# --- the autoplay guild (worm.engine.autocamp) -------------------------------------------------


def bot_camps(game: Game) -> None:
    """The autoplay guild plays the Camp under way to its morning."""
    bot, sent = Autoplay(), 0
    while game.camp is not None and sent < 100:
        command = bot.next(game)
        assert command is not None
        sent += 1
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)


def test_the_autoplay_beast_master_teaches_sic_em_first_then_guard() -> None:
    game = camp_game()
    master(game, state="mastered")
    beast(game, feed=2, commands=("track",))
    game.execute(cmd.Camp())
    bot_camps(game)
    assert dog(game).commands == ("track", "sic_em")
    game.execute(cmd.Camp())
    bot_camps(game)
    assert dog(game).commands == ("track", "sic_em", "guard")


def test_the_autoplay_beast_master_retrains_a_full_animal_for_sic_em() -> None:
    game = camp_game()
    master(game, state="mastered")
    beast(game, feed=1, commands=("track", "stay", "hunt"))
    game.execute(cmd.Camp())
    bot_camps(game)
    assert dog(game).commands == ("track", "stay", "sic_em")


def test_the_autoplay_guild_burns_a_bond_for_its_injured_animal() -> None:
    game = camp_game()
    quiet_supper(game)
    beast(game, feed=1, injured=True)
    bonds(game, "a1", charged=True)
    game.execute(cmd.Camp())
    bot_camps(game)
    assert not dog(game).injured


def test_a_planned_beast_master_also_brings_a_familiar_and_feed() -> None:
    """The Call to Adventure played by hand (the creation screen) gives the same as the quick
    one: a mastered Beast Master brings an animal and three feed."""
    pack = content.default()
    plans = [creation.Plan(path="cups", mastered="beast_master"), creation.Plan(path="swords")]
    guild = creation.planned_guild(rng.stream(3, "creation"), pack, plans, creation.GuildPlan())
    (animal,) = guild.companions
    assert animal.owner == guild.adventurers[0].id and animal.familiar
    assert kit.count(guild.adventurers[0], "animal_feed") == 3
