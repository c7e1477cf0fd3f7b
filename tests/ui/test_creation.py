"""Making the guild step by step (the Call to Adventure, pp. 20–21): the steps themselves with no
terminal, then the screen driven from the title to the Crawl."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList

from worm import content
from worm.gm import hunters
from worm.rules import call_to_adventure
from worm.ui import creation as steps
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.creation import CreationScreen, Draft
from worm.ui.title import TitleScreen

PACK = content.default()
SEED = 391

ANSWERS = {
    "1.kith": "fay",
    "1.kin": "gnome",
    "1.path": "cups",
    "1.talent": "alchemy",
    "1.name": "Pip Underbough",
    "1.one": "swords",
    "1.motif1": "Giggling urchin",
    "1.two": "pentacles",
    "1.motif2": "Failed alchemist",
    "1.quest": "Find the sleeping well so that my mother may wake",
    "1.lang1": "tylwyth",
    "1.lang2": "vetus",
    "1.motif3": "Lost lamplighter",
    "2.kith": "humans",
    "2.house": "crowell",
    "2.path": "swords",
    "2.talent": "reaver",
    "2.name": "Bran of House Crowell",
    "2.one": "cups",
    "2.motif1": "Highland shepherd",
    "2.two": "wands",
    "2.motif2": "Disgraced duelist",
    "2.quest": "Win back the family banner so that the house takes me home",
    "2.lang1": "vulgaris",
    "2.lang2": "chivalric",
    "2.motif3": "Scarred veteran",
    "2.foe": "Undead Hunter",
    "2.quarry": "shadows",
    "bond.1.2": "best_friend",
    "bond.2.1": "rival",
    "march.1": "2",
    "role.1": "cartographer",
    "role.2": "captain",
    "guild.quest": "1",
    "guild.name": "the Lamplit Few",
}


def notices(app: WormApp) -> list[str]:
    return [n.message for n in app._notifications]


# --- the steps, no terminal -----------------------------------------------------------------


@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_every_step_can_be_rolled_and_the_count_is_right(size: int) -> None:
    draft = Draft(SEED, size)
    steps.fill(draft, PACK)
    flow, valid, complete = steps.flow(draft.answers, PACK, size)
    assert complete and len(flow) == len(valid) == draft.at
    hunting = sum(1 for n in range(1, size + 1) if valid[f"{n}.path"] == "swords")
    assert len(flow) == steps.total_steps(size, hunting)
    assert steps.progress(valid, PACK, size) == str(len(flow))
    guild = steps.build(SEED, valid, size, PACK)
    assert call_to_adventure.guild_problems(guild, PACK) == []
    assert len({a.path for a in guild.adventurers}) == size  # rolls prefer paths not taken


def test_the_answers_given_make_the_guild_and_rolling_the_rest_keeps_them() -> None:
    flow, valid, complete = steps.flow(ANSWERS, PACK, 2)
    assert complete and valid == ANSWERS
    draft = Draft(SEED, 2, answers={k: v for k, v in ANSWERS.items() if k.startswith("1.")})
    steps.fill(draft, PACK)
    assert all(draft.answers[k] == v for k, v in ANSWERS.items() if k.startswith("1."))


def test_changing_an_earlier_answer_asks_again_without_losing_the_old_one() -> None:
    answers = dict(ANSWERS, **{"1.kith": "orcs"})
    flow, valid, complete = steps.flow(answers, PACK, 2)
    assert not complete and flow[-1].key == "1.kin" and "1.kin" not in valid
    assert answers["1.kin"] == "gnome"  # still there for when the kith goes back to fay
    assert steps.flow(dict(answers, **{"1.kith": "fay"}), PACK, 2)[2]


def test_a_typed_answer_is_refused_when_blank_too_long_or_taken() -> None:
    flow, _, _ = steps.flow(ANSWERS, PACK, 2)
    by_key = {s.key: s for s in flow}
    assert by_key["1.motif2"].problem("giggling URCHIN") is not None  # the first motif again
    assert by_key["1.motif2"].problem("   ") is not None
    assert by_key["1.name"].problem("x" * 41) is not None
    assert by_key["2.name"].problem("pip underbough") is not None  # a guild-mate's name
    assert by_key["2.name"].problem("Bran") is None
    assert by_key["1.kin"].problem("dwarf") is not None  # not a gnome's kith's kin


def test_a_swords_adventurer_chooses_a_hated_foe_then_a_kind_of_it_p70() -> None:
    # p. 70: whoever masters or trains Monster Hunter chooses a hated foe and a specialization;
    # Swords adventurers start with it either way, so the wizard asks them, and only them.
    upto = {k: v for k, v in ANSWERS.items() if not k.startswith(("2.foe", "2.quarry"))}
    flow, valid, complete = steps.flow(upto, PACK, 2)
    assert not complete and flow[-1].key == "2.foe"
    assert not any(s.key.startswith("1.") and s.key.endswith(("foe", "quarry")) for s in flow)
    foe = flow[-1]
    assert len(foe.choices) == 6 and "p. 70" in foe.stage
    motifs = tuple(upto[f"2.motif{i}"] for i in (1, 2, 3))
    gm_foe = hunters.sworn(PACK, motifs)
    assert gm_foe is not None and foe.choices[0].id == gm_foe[1]  # the GM's pick comes first
    flow, _, _ = steps.flow(dict(upto, **{"2.foe": "Undead Hunter"}), PACK, 2)
    kind = flow[-1]
    assert kind.key == "2.quarry"
    assert all("Undead Hunter" in hunters.foes(PACK, c.id) for c in kind.choices)
    assert kind.choices[0].id == hunters.suggested(PACK, motifs, "Undead Hunter")
    assert kind.problem("dire_rats") is not None  # a beast is no undead
    guild = steps.build(SEED, ANSWERS, 2, PACK)
    bran = guild.adventurers[1]
    assert (bran.hated, bran.quarry) == ("Undead Hunter", "shadows")
    assert guild.adventurers[0].quarry is None  # the alchemist hunts nothing


def test_the_question_count_grows_by_two_when_a_swords_path_is_chosen() -> None:
    before = {k: ANSWERS[k] for k in ("1.kith", "1.kin")}
    assert steps.progress(before, PACK, 1) == f"{steps.total_steps(1)} or more"
    cups = dict(before, **{"1.path": "cups"})
    assert steps.progress(cups, PACK, 1) == str(steps.total_steps(1))
    swords = dict(before, **{"1.path": "swords"})
    assert steps.progress(swords, PACK, 1) == str(steps.total_steps(1) + 2)


def test_each_step_says_what_it_means_with_a_page() -> None:
    flow, _, _ = steps.flow(ANSWERS, PACK, 2)
    for step in flow:
        assert "p. " in step.about or "pp. " in step.about or "p. " in step.stage, step.key
        for choice in step.choices:
            assert choice.label


# --- the screen -----------------------------------------------------------------------------


async def open_creation(app: WormApp, pilot) -> CreationScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    assert isinstance(app.screen, TitleScreen)
    await pilot.press("c")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, CreationScreen)
    return screen


async def test_step_by_step_makes_the_chosen_guild_and_begins_the_delve() -> None:
    app = WormApp(seed=SEED, size=2)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_creation(app, pilot)
        assert screen.current is not None and screen.current.key == "1.kith"
        await pilot.press("down", "enter")  # Fay, the second kith
        assert screen.draft.answers["1.kith"] == "fay"
        while screen.current is not None:
            assert screen.answer(ANSWERS[screen.current.key]), screen.current.key
        await pilot.pause()
        guild = screen.guild
        assert guild is not None and screen.problems == []
        assert call_to_adventure.guild_problems(guild, PACK) == []
        pip, bran = guild.adventurers
        assert (pip.name, pip.kith, pip.kin, pip.path) == ("Pip Underbough", "fay", "gnome", "cups")
        assert pip.attributes.model_dump() == {"swords": 1, "pentacles": 2, "cups": 4, "wands": 3}
        assert pip.motifs == ("Giggling urchin", "Failed alchemist", "Lost lamplighter")
        assert pip.languages == ("tylwyth", "vetus")
        assert next(t for t in pip.talents if t.id == "alchemy").state == "mastered"
        assert (bran.house, bran.path) == ("crowell", "swords")
        assert (bran.hated, bran.quarry) == ("Undead Hunter", "shadows")  # chosen (p. 70)
        assert [b.kind for b in pip.bonds] == ["best_friend"]
        assert [b.kind for b in bran.bonds] == ["rival"]
        assert guild.marching_order == ("a2", "a1") and guild.name == "the Lamplit Few"
        assert guild.roles == (("a1", "cartographer"), ("a2", "captain"))
        assert guild.quest == ANSWERS["1.quest"]
        # the same seed and the same answers make the same guild, byte for byte
        again = steps.build(SEED, ANSWERS, 2, PACK)
        assert again.model_dump_json() == guild.model_dump_json()

        assert screen.query_one("#begin", OptionList).has_focus
        await pilot.press("enter")  # Begin
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)
        assert app.driver is not None
        game = app.driver.game
        assert game.guild.name == guild.name and game.seed == SEED
        assert [
            (a.name, a.attributes, a.motifs, a.talents, a.bonds, a.quarry, a.hated)
            for a in game.guild.adventurers
        ] == [
            (a.name, a.attributes, a.motifs, a.talents, a.bonds, a.quarry, a.hated)
            for a in guild.adventurers
        ]
        assert game.phase == "crawl" and game.level is not None  # delved
        assert [e.type for e in game.log.events[:4]] == ["session", "shuffle", "shuffle", "guild"]


async def test_escape_goes_back_a_step_and_nothing_is_lost() -> None:
    app = WormApp(seed=SEED, size=1)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_creation(app, pilot)
        await pilot.press("down", "enter", "enter")  # Fay, then the first kin (high elf)
        assert screen.current is not None and screen.current.key == "1.path"
        await pilot.press("escape")
        assert screen.current.key == "1.kin"
        assert screen.query_one("#choices", OptionList).highlighted == 0
        await pilot.press("escape", "escape")  # past the first step: back to the title
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("c")
        await pilot.pause()
        again = app.screen
        assert isinstance(again, CreationScreen) and again.draft is screen.draft
        assert again.current is not None and again.current.key == "1.kith"
        assert again.query_one("#choices", OptionList).highlighted == 1  # Fay, as chosen
        await pilot.press("enter", "enter")
        assert again.current is not None and again.current.key == "1.path"


async def test_typed_steps_roll_on_an_empty_line_and_refuse_a_repeat() -> None:
    app = WormApp(seed=SEED, size=1)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_creation(app, pilot)
        for key in ("1.kith", "1.kin", "1.path", "1.talent"):
            screen.answer(ANSWERS[key])
        await pilot.pause()
        assert screen.current is not None and screen.current.key == "1.name"
        typed = screen.query_one("#typed", Input)
        assert typed.has_focus
        await pilot.press("enter")  # an empty line: a rolled name to take or edit
        rolled = typed.value
        assert rolled and screen.current.key == "1.name"
        await pilot.press("enter")
        assert screen.draft.answers["1.name"] == rolled
        screen.answer("swords")
        screen.answer("Giggling urchin")
        screen.answer("pentacles")
        await pilot.pause()
        assert screen.current is not None and screen.current.key == "1.motif2"
        assert not screen.answer("GIGGLING urchin")
        assert screen.current.key == "1.motif2"
        await pilot.pause()
        assert any("already taken" in n for n in notices(app))


async def test_roll_keys_and_rolling_the_rest_reach_a_valid_guild() -> None:
    app = WormApp(seed=SEED, size=3)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_creation(app, pilot)
        await pilot.press("ctrl+r")  # picks a kith at random, but only highlights it
        assert screen.current is not None and screen.current.key == "1.kith"
        picked = screen.query_one("#choices", OptionList).highlighted
        await pilot.press("enter")
        assert screen.draft.answers["1.kith"] == screen.steps[0].choices[picked].id
        await pilot.press("ctrl+f")
        await pilot.pause()
        assert screen.current is None and screen.guild is not None
        assert screen.guild.adventurers[0].kith == screen.draft.answers["1.kith"]
        assert call_to_adventure.guild_problems(screen.guild, PACK) == []
        await pilot.press("escape")  # from the sheets back to the last question
        assert screen.current is not None and screen.current.key == "guild.name"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.current is None
        screen.action_begin()
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)
        assert len(app.driver.game.guild.adventurers) == 3  # type: ignore[union-attr]
        made = app.driver.game.guild.adventurers  # type: ignore[union-attr]
        assert all(a.wound_order == ("ask",) for a in made)  # the player chooses (p. 124)


def test_a_man_hunter_may_choose_a_whole_kith_in_the_wizard_p70() -> None:
    # p. 70: the Man Hunter's specializations are kiths; the Spirit Hunter's, far realms.
    upto = {k: v for k, v in ANSWERS.items() if not k.startswith(("2.foe", "2.quarry"))}
    flow, _, _ = steps.flow(dict(upto, **{"2.foe": "Man Hunter"}), PACK, 2)
    kind = flow[-1]
    assert kind.key == "2.quarry"
    offered = {c.id: c.label for c in kind.choices}
    assert offered["kith:orcs"] == "the orcs" and "realm:weald" not in offered
    guild = steps.build(
        SEED, dict(upto, **{"2.foe": "Man Hunter", "2.quarry": "kith:orcs"}), 2, PACK
    )
    assert (guild.adventurers[1].hated, guild.adventurers[1].quarry) == ("Man Hunter", "kith:orcs")
    flow, _, _ = steps.flow(dict(upto, **{"2.foe": "Spirit Hunter"}), PACK, 2)
    assert "realm:weald" in {c.id for c in flow[-1].choices}
