"""Monster Hunter's wider specializations (p. 70): a Man Hunter may name a whole kith (fay,
humans, underfolk, orcs) and a Spirit Hunter the spirits of one far realm (Wastes, Weald,
Weird, Welkin); Attacks on any creature of it have favor. Policy ``worm.gm.specializations``
reads a people's kith from its name and a spirit's realm as ``worm.gm.far_realms`` gives it."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import STAND_IN, goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_city_actions import city as acting
from tests.unit.engine.test_monster_hunter import FAVOR, attack, hunter
from worm.content.loader import load
from worm.engine import autocity, hunter_motif
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.errors import IllegalCommand
from worm.gm import far_realms, hunters, specializations
from worm.gm.incantations import REALMS
from worm.text import cityacts

pytestmark = pytest.mark.usefixtures("goblins")


def _realm_of_stand_in() -> str:
    monster = load().monsters[STAND_IN]
    assert monster.theme == "spirit"  # precondition: the stand-in is a spirit
    return far_realms.realm(monster.id, monster.name)


def test_a_spirit_hunter_of_the_stand_ins_realm_attacks_it_with_favor() -> None:
    _, reasons, xp = attack(specializations.REALM + _realm_of_stand_in())
    assert any(FAVOR in r and "spirits of the" in r for r in reasons), reasons
    assert xp == -1  # p. 33: a use in training


def test_a_spirit_hunter_of_another_realm_has_no_favor() -> None:
    other = next(r for r in REALMS if r != _realm_of_stand_in())
    _, reasons, xp = attack(specializations.REALM + other)
    assert not any(FAVOR in r for r in reasons) and xp == 0


def test_a_kith_takes_in_every_people_of_it_and_no_other_creature() -> None:
    pack = load()
    orcs = [m.id for m in pack.monsters.values() if specializations.kith_of(pack, m.id) == "orcs"]
    assert len(orcs) >= 2  # the whole kith, not one kind
    for kind in orcs:
        assert specializations.covers(pack, "kith:orcs", kind)
        assert not specializations.covers(pack, "kith:humans", kind)
    assert not any(
        specializations.covers(pack, "kith:orcs", m.id)
        for m in pack.monsters.values()
        if m.theme != "man"
    )


def test_a_sorceress_is_no_orc_for_the_letters_in_her_name() -> None:
    pack = load()
    found = [m for m in pack.monsters.values() if "sorce" in m.id and m.theme == "man"]
    assert found  # precondition
    assert all(specializations.kith_of(pack, m.id) != "orcs" for m in found)


@pytest.mark.parametrize(
    ("words", "quarry", "foe"),
    [
        (["orcs"], "kith:orcs", "Man Hunter"),
        (["kith", "fay"], "kith:fay", "Man Hunter"),
        (["the", "Weald"], "realm:weald", "Spirit Hunter"),
    ],
)
def test_the_text_game_names_a_kith_or_realm_as_the_city_action(
    words: list[str], quarry: str, foe: str
) -> None:
    game = acting()
    who = hunter(game, "a1", None)
    events = game.execute(cityacts.parse(game, ["a1", "quarry", *words]))
    a = game.guild.adventurer(who)
    assert a.quarry == quarry
    assert hunter_motif.motif(game.pack, a) == foe  # the motif "[Foe] Hunter" (p. 70)
    told = [e.text for e in events if isinstance(e, ev.Narration)]
    assert any(f"{foe}, sworn against" in t and quarry.split(":")[1] in t.lower() for t in told)


def test_a_kith_cannot_be_hunted_as_another_foe() -> None:
    game = acting()
    hunter(game, "a1", None)
    with pytest.raises(IllegalCommand, match="Man Hunter"):
        game.execute(cmd.CityAct(who="a1", action="quarry", what="orcs", option="beast"))


def test_the_foes_of_a_kith_and_a_realm() -> None:
    pack = load()
    assert hunters.foes(pack, "kith:underfolk") == ("Man Hunter",)
    assert hunters.foes(pack, "realm:welkin") == ("Spirit Hunter",)


def test_the_bot_widens_to_the_kith_of_the_kind_it_slew_last() -> None:
    """Policy ``worm.gm.specializations.widest``: a kith that takes in more creatures than the
    kind alone is named instead; an imp, whose stock takes in more than its realm, stays."""
    game = acting()
    pack = game.pack
    orc = next(m.id for m in pack.monsters.values() if specializations.kith_of(pack, m.id))
    group = specializations.group_of(pack, orc)
    assert group is not None and specializations.reach(pack, group) > 1  # precondition
    hunter(game, "a1", None)
    game.guild = game.guild.model_copy(update={"slain": (orc,)})
    taken = []
    while (command := autocity.next_action(game, set())) is not None:
        taken.append(command)
        game.execute(command)
    assert cmd.CityAct(who="a1", action="quarry", what=group) in taken
    assert game.guild.adventurer("a1").quarry == group
    assert specializations.widest(pack, STAND_IN) == STAND_IN  # imps: the stock reaches further
