"""Monster Hunter's hated foe (p. 70): chosen with the specialization when the talent is trained
or mastered, so an adventurer who starts with it starts hunting; the book's six foes by their
names; and a creature the categories overlap on (the GM's note, p. 70) counting for each of
them, as the hunter's motif and in the choice of what to hunt it as."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from tests.unit.engine.test_city_actions import city as acting
from tests.unit.engine.test_hunter_motif import PLAIN
from tests.unit.engine.test_monster_hunter import hunter
from worm.content import default
from worm.engine import commands as cmd
from worm.engine import hunter_motif, lore_questions
from worm.errors import IllegalCommand
from worm.gm import creation, hunters
from worm.rules import monster_hunter
from worm.text import cityacts
from worm.ui import cityacts as cityacts_screen

OVERLAP = "dragon_skeletons"  # undead, made over from the bestiary's dragon (a beast)


def test_the_six_foes_are_the_books() -> None:
    """p. 70 lists the Beast, Elemental, Man, Spirit, Undead and Witch Hunters."""
    assert sorted(set(hunters.FOES.values())) == [
        "Beast Hunter",
        "Elemental Hunter",
        "Man Hunter",
        "Spirit Hunter",
        "Undead Hunter",
        "Witch Hunter",
    ]


def test_a_made_over_creature_counts_for_both_its_foes() -> None:
    """p. 70's GM's note: categories may overlap. Dragon skeletons are undead and dragons."""
    pack = default()
    assert pack.monsters[OVERLAP].theme == "undead"
    assert pack.bestiary[pack.monsters[OVERLAP].base or ""].theme == "beast"
    assert hunters.foes(pack, OVERLAP) == ("Undead Hunter", "Beast Hunter")
    assert hunters.foes(pack, "zombies") == ("Undead Hunter",)


def test_quick_creation_swears_every_starting_hunter() -> None:
    """p. 70: the foe and specialization are chosen when the talent is trained or mastered;
    quick creation gives every Swords adventurer the talent one way or the other (p. 20)."""
    pack = default()
    hunters_seen = 0
    for seed in range(6):
        guild = creation.quick_guild(np.random.default_rng(seed), pack)
        for a in guild.adventurers:
            if a.talent(monster_hunter.TALENT) is None:
                assert a.quarry is None
                continue
            hunters_seen += 1
            assert a.quarry in pack.monsters
            assert a.hated in hunters.foes(pack, a.quarry)
    assert hunters_seen >= 3


@pytest.mark.parametrize(
    ("motifs", "foe"),
    [
        (("lowborn necromancer", "quiet scribe", "lazy tomb robber"), "Undead Hunter"),
        (("feral ranger", "rude scout"), "Beast Hunter"),
        (("penitent friar", "mute oracle"), "Spirit Hunter"),
    ],
)
def test_the_gm_reads_the_foe_off_the_motifs(motifs: tuple[str, ...], foe: str) -> None:
    """Policy ``worm.gm.hunters.sworn``: the trades of the motifs lean the hunter to a foe."""
    pack = default()
    chosen = hunters.sworn(pack, motifs)
    assert chosen is not None
    kind, hated = chosen
    assert hated == foe and foe in hunters.foes(pack, kind)


def test_a_motif_naming_a_creature_names_the_specialization() -> None:
    """A rat-catcher hunts rats (policy ``worm.gm.hunters.sworn``)."""
    pack = default()
    chosen = hunters.sworn(pack, ("weird rat-catcher",))
    assert chosen is not None and pack.monsters[chosen[0]].name.endswith("Rats")


def test_a_hunter_names_which_foe_an_overlapping_creature_is_hunted_as() -> None:
    """p. 70: the hunter chooses both foe and specialization; the text game's 'as FOE'."""
    game = acting()
    who = hunter(game, "a1", None)
    command = cityacts.parse(game, ["a1", "quarry", "dragon", "skeletons", "as", "beast"])
    assert command == cmd.CityAct(
        who="a1", action="quarry", what="dragon skeletons", option="beast"
    )
    game.execute(command)
    a = game.guild.adventurer(who)
    assert (a.quarry, a.hated) == (OVERLAP, "Beast Hunter")
    assert hunter_motif.motif(game.pack, a) == "Beast Hunter"


def test_a_foe_the_creature_does_not_count_for_is_refused() -> None:
    game = acting()
    who = hunter(game, "a1", None)
    with pytest.raises(IllegalCommand, match="count for Undead Hunter, not 'witch'"):
        game.execute(cmd.CityAct(who=who, action="quarry", what="zombies", option="witch"))
    assert game.guild.adventurer(who).quarry is None


@pytest.mark.parametrize("hated", ["Undead Hunter", "Beast Hunter"])
def test_a_beast_hunter_and_an_undead_hunter_both_know_dragon_skeletons(hated: str) -> None:
    """The overlap in lore (p. 70's motif): either hunter's motif grounds a bid on them."""
    game = acting()
    who = hunter(game, "a1", "mummified_orcs" if hated == "Undead Hunter" else "dire_rats")
    game.set_adventurer(game.guild.adventurer(who).model_copy(update={"motifs": PLAIN}))
    a = game.guild.adventurer(who)
    assert hunter_motif.motif(game.pack, a) == hated
    name = game.pack.monsters[OVERLAP].name
    assert hunter_motif.knows(game, a, name) == hated
    assert hunter_motif.knows(game, a, "Brine Imps") is None  # a spirit: neither's
    found = lore_questions.grounds(game, a, "creature", name)
    assert found is not None and hated in found[0]


def test_one_who_trains_the_talent_later_is_sworn_then() -> None:
    """p. 70: the foe is chosen when the talent is trained; a paid expert's lesson (p. 159)
    starts one who never knew it hunting, by the GM's reading of the motifs."""
    game = acting(gold=(500, 500, 500))
    learner = next(a for a in game.guild.adventurers if a.talent(monster_hunter.TALENT) is None)
    game.set_adventurer(learner.model_copy(update={"quarry": None, "xp": 3}))
    game.execute(cmd.CityAct(who=learner.id, action="train", what="monster_hunter"))
    a = game.guild.adventurer(learner.id)
    assert a.talent(monster_hunter.TALENT) is not None
    assert a.quarry is not None and a.hated in hunters.foes(game.pack, a.quarry)
    chosen = hunters.sworn(game.pack, a.motifs)
    assert chosen is not None and (a.quarry, a.hated) == chosen


def test_the_terminal_offers_an_overlapping_kind_once_for_each_foe() -> None:
    """The City Actions screen's list for *Name a Hated Foe* (p. 70): dragon skeletons twice,
    and the pick sends the foe as the command's option."""
    game = acting()
    who = hunter(game, "a1", None)
    screen = SimpleNamespace(driver=SimpleNamespace(game=game))
    _, options = cityacts_screen._quarry(screen, game.guild.adventurer(who))  # type: ignore[arg-type]
    offered = [v for v, _ in options if f"|{OVERLAP}|" in v]
    assert offered == [f"Undead Hunter|{OVERLAP}|", f"Beast Hunter|{OVERLAP}|"]
    game.execute(cityacts_screen._command(who, "quarry", offered[1]))
    assert game.guild.adventurer(who).hated == "Beast Hunter"
