"""Monster Hunter's motif (p. 70): "[Foe] Hunter" grounds a lore bid (p. 32) on a creature of
the hated foe and gives favor on a test of fate it fits (p. 24), while the talent is known and
not Wounded. The guild is seed 2's (``tests.unit.engine.test_crawl.WALK``); its motifs are set
to ones that reach no creature, so only the hunter's could ground the bid."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import WALK
from worm.engine import events as ev
from worm.engine import fortune, lore_questions
from worm.engine.session import Game
from worm.gm import hunters, lore_subjects
from worm.model.adventurer import Talent
from worm.model.crawl import Followup
from worm.rules import monster_hunter
from worm.text import narrate

PLAIN = ("humble potter", "lost heir", "kind soul")


def hunter(quarry: str | None, *, wounded: bool = False) -> tuple[Game, str]:
    """Seed 2's first adventurer, a Monster Hunter (mastered) of ``quarry``, plain motifs."""
    game = Game.new(WALK)
    a = game.guild.adventurers[0]
    talents = (
        *(t for t in a.talents if t.id != monster_hunter.TALENT),
        Talent(id=monster_hunter.TALENT, state="mastered"),
    )
    conditions = a.conditions.model_copy(
        update={"wounded_talents": (monster_hunter.TALENT,) if wounded else ()}
    )
    game.set_adventurer(
        a.model_copy(
            update={
                "talents": talents,
                "quarry": quarry,
                "motifs": PLAIN,
                "conditions": conditions,
            }
        )
    )
    assert all(not lore_subjects.reaches(m, "creature", "Undead Bears") for m in PLAIN)
    return game, a.id


@pytest.mark.parametrize(
    ("quarry", "wounded", "grounded"),
    [("mummified_orcs", False, True), ("dire_rats", False, False), ("mummified_orcs", True, False)],
)
def test_the_hunters_motif_grounds_lore_on_the_hated_foe(
    quarry: str, *, wounded: bool, grounded: bool
) -> None:
    """p. 70: a hunter of mummified orcs is an Undead Hunter and may bid lore on undead bears
    (another undead); a rat hunter (Beast Hunter) may not, nor one whose talent is Wounded."""
    game, who = hunter(quarry, wounded=wounded)
    assert hunters.foe(game.pack.monsters["undead_bears"].theme) == "Undead Hunter"
    why = lore_questions.grounds(game, game.guild.adventurer(who), "creature", "Undead Bears")
    assert (why == ("the motif 'Undead Hunter'", None)) is grounded, why


@pytest.mark.parametrize(("quarry", "favored"), [("mummified_orcs", True), (None, False)])
def test_the_hunters_motif_gives_favor_on_a_test_it_fits(
    quarry: str | None, *, favored: bool
) -> None:
    """p. 24: a test whose task the motif "Undead Hunter" fits has favor; with no quarry named
    there is no motif and no favor."""
    game, who = hunter(quarry)
    start = len(game.log.events)
    fortune.test_each(
        game,
        Followup(testers=(who,), attribute="wands", task="track the undead", dangerous=False),
    )
    said = [e.why for e in game.log.events[start:] if isinstance(e, ev.Gm)]
    assert any("'Undead Hunter' fits the task" in s for s in said) is favored, said


def test_the_sheet_shows_the_hunters_motif() -> None:
    """The text game's and the terminal's sheet (``narrate.sheet``) tells the motif (p. 70)."""
    game, who = hunter("mummified_orcs")
    a = game.guild.adventurer(who)
    shown = narrate.sheet(a, game.pack, game.guild.role(who), game.guild, width=None)
    assert "Hunter: the motif 'Undead Hunter' (p. 70)" in shown, shown
