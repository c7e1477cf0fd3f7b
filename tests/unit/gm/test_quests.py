"""Policy ``worm.gm.quests`` (p. 33): which quest goals the GM can judge from the engine, and
that only doings after the quest was taken up complete it."""

from __future__ import annotations

from worm.content.loader import load
from worm.gm import deeds, quests
from worm.model.city import Feat

LORD = Feat("lord", "slew the Worm King, lord of the Spires")
TREASURE = Feat("treasure", "carried a crown (520 gold) out of the Underworld")
WAY = Feat("way", "forged a new way into the Spires")


def test_each_judged_goal_is_one_of_the_quest_seeds() -> None:
    goals = load().quests.goals
    for start, _, _ in quests.GOALS:
        assert any(g.startswith(start) for g in goals), start


def test_a_goal_is_fulfilled_only_by_its_kind_of_doing() -> None:
    tooth = "Carry a dragon's tooth back to the surface so that your debts are forgiven"
    assert quests.fulfilled(tooth, [TREASURE], since=0, expeditions=1)
    assert not quests.fulfilled(tooth, [LORD, WAY], since=0, expeditions=1)
    stair = "Map the stair that no surveyor has come back from so that your debts are forgiven"
    assert quests.fulfilled(stair, [WAY], since=0, expeditions=1)


def test_doings_before_the_quest_was_taken_up_do_not_count() -> None:
    vampire = "Destroy the vampire whose bite still marks you so that your debts are forgiven"
    assert not quests.fulfilled(vampire, [LORD], since=2, expeditions=2)
    assert quests.fulfilled(vampire, [LORD], since=2, expeditions=3)


def test_every_quest_seed_is_judged_by_some_doing() -> None:
    """p. 33: the bot can finish any quest the pack deals out."""
    for aim in load().quests.goals:
        assert quests.goal(aim) is not None, aim


def test_the_other_seeds_are_done_by_the_doings_they_name() -> None:
    so = " so that your debts are forgiven"
    caught = deeds.taken_alive("Cockatrice")
    rat = deeds.taken_alive("Dire Rat")
    freed = deeds.architecture("zacchaeus_free", "the Spires")
    drank = deeds.architecture("fountain_drunk", "the Spires")
    named = deeds.named("the Worm King")
    assert freed is not None and drank is not None
    cage = "Bring back a cockatrice alive in a covered cage" + so
    assert quests.fulfilled(cage, [caught], since=0, expeditions=1)
    assert not quests.fulfilled(cage, [rat, LORD], since=0, expeditions=1)  # any beast is not it
    lethe = "Drink from the Well of Lethe" + so
    assert quests.fulfilled(lethe, [drank], since=0, expeditions=1)
    assert not quests.fulfilled(lethe, [freed], since=0, expeditions=1)
    twin = "Free your twin from the Olu Gang's cells" + so
    assert quests.fulfilled(twin, [freed], since=0, expeditions=1)
    name = "Learn the true name of the thing beneath the Cathedral" + so
    assert quests.fulfilled(name, [named], since=0, expeditions=1)
    assert not quests.fulfilled(name, [named], since=1, expeditions=1)


def test_doings_are_never_written_as_deeds() -> None:
    """p. 149: a beast caught or a fountain drunk is no noteworthy deed by itself."""
    drank = deeds.architecture("fountain_drunk", "the Spires")
    assert drank is not None
    assert deeds.judge([deeds.taken_alive("Cockatrice"), drank, deeds.named("X"), WAY], 5) == (
        WAY.text,
    )


def test_a_quest_the_gm_cannot_judge_stays_open() -> None:
    assert quests.goal("Find my lost hat") is None
    assert not quests.fulfilled("Find my lost hat", [LORD, TREASURE, WAY], since=0, expeditions=9)


def test_a_quest_done_ranks_after_a_lord_and_before_a_contract() -> None:
    contract = deeds.contract_done("Miranda", "find Lyfitt")
    done = deeds.quest_done("Find the Grail of Mythrys so that your debts are forgiven")
    assert deeds.judge([contract, TREASURE, done, LORD], 3) == (LORD.text, done.text, contract.text)
