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
    for start, _ in quests.GOALS:
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


def test_a_quest_the_gm_cannot_judge_stays_open() -> None:
    assert quests.goal("Free your twin from the Olu Gang's cells so that it ends") is None
    assert quests.goal("Find my lost hat") is None
    assert not quests.fulfilled("Find my lost hat", [LORD, TREASURE, WAY], since=0, expeditions=9)


def test_a_quest_done_ranks_after_a_lord_and_before_a_contract() -> None:
    contract = deeds.contract_done("Miranda", "find Lyfitt")
    done = deeds.quest_done("Find the Grail of Mythrys so that your debts are forgiven")
    assert deeds.judge([contract, TREASURE, done, LORD], 3) == (LORD.text, done.text, contract.text)
