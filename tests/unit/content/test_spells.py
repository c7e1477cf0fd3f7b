"""The forty spells of Appendix A (pp. 197–227) and what each does in a Challenge."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content import book
from worm.content.loader import ASSETS
from worm.content.spells import Cast, Spell, talent_of

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
SPELLS = sorted(PACK.spells.values(), key=lambda spell: (spell.page, spell.id))
REALMS = ("wastes", "weald", "weird", "welkin")


# --- the shipped pack ------------------------------------------------------------------------


def test_there_are_forty_spells_ten_per_realm() -> None:
    """p. 198: every far realm has ten spells."""
    assert len(PACK.spells) == 40
    assert Counter(spell.tradition for spell in SPELLS) == dict.fromkeys(REALMS, 10)
    assert set(PACK.spells) == set(book.SPELLS)


@pytest.mark.parametrize("realm", REALMS)
def test_each_realms_talent_grants_its_ten_spells(realm: str) -> None:
    """p. 82: a "Magic of the…" talent lets its holder cast that realm's spells."""
    talent = PACK.talents[talent_of(realm)]
    assert talent.path == "wands", talent.id
    granted = {spell.id for spell in SPELLS if spell.talent == talent.id}
    assert granted == {spell.id for spell in SPELLS if spell.tradition == realm}
    assert len(granted) == 10


@pytest.mark.parametrize("spell", SPELLS, ids=lambda spell: spell.id)
def test_each_spell_is_the_books(spell: Spell) -> None:
    assert (spell.name, spell.tradition, spell.page) == book.SPELLS[spell.id], spell.id
    assert 205 <= spell.page <= 226, spell.id


@pytest.mark.parametrize("spell", SPELLS, ids=lambda spell: spell.id)
def test_every_reference_resolves(spell: Spell) -> None:
    emotions = {stance.id for stance in PACK.dispositions.disposition}
    assert spell.talent in PACK.talents, spell.id
    for where, cast in spell.casts():
        assert set(cast.effects) <= set(PACK.effects), (spell.id, where)
        assert cast.emotion is None or cast.emotion in emotions, (spell.id, where)
        assert cast.only is None or cast.only in PACK.themes, (spell.id, where)


def test_at_least_fourteen_spells_work_in_a_challenge_in_every_realm() -> None:
    castable = Counter(spell.tradition for spell in SPELLS if spell.challenge is not None)
    assert sum(castable.values()) >= 14
    assert all(castable[realm] >= 3 for realm in REALMS), castable


def test_fear_charm_and_enrage_inspire_their_emotion() -> None:
    """pp. 205, 217, 224: each Inspires the target with one Disposition."""
    for spell_id, emotion in (("fear", "fear"), ("charm", "trust"), ("enrage", "anger")):
        cast = PACK.spells[spell_id].challenge
        assert cast is not None
        assert (cast.target, cast.effects, cast.emotion) == ("foe", ("inspire",), emotion)
    brainfever = PACK.spells["brainfever"].challenge
    assert brainfever is not None and brainfever.emotion == "anger"


def test_heavenfire_blinds_the_living_and_burns_the_undead() -> None:
    """p. 225: sighted living targets are Blinded; undead take Piercing harm."""
    cast = PACK.spells["heavenfire"].challenge
    assert cast is not None
    living, undead = cast.against(undead=False), cast.against(undead=True)
    assert (living.effects, living.wounds) == (("blind",), 0)
    assert (undead.target, undead.effects, undead.wounds, undead.piercing) == ("foe", (), 1, True)


def test_life_heals_an_ally_and_wounds_the_undead() -> None:
    """p. 225."""
    cast = PACK.spells["life"].challenge
    assert cast is not None
    assert (cast.target, cast.effects) == ("ally", ("heal",))
    assert cast.against(undead=True).wounds == 1


def test_withering_wounds_the_living_but_spares_the_undead() -> None:
    """p. 208."""
    cast = PACK.spells["withering"].challenge
    assert cast is not None
    assert (cast.target, cast.wounds, cast.piercing) == ("foe", 1, False)
    assert cast.against(undead=True).harmless()


def test_zone_spells_fall_on_a_whole_zone() -> None:
    """pp. 208, 212, 214: Stinking Cloud, Thunderclap and Woodweave's vines fill a zone."""
    zone = {spell.id: spell.challenge for spell in SPELLS if spell.challenge is not None}
    zone = {key: cast for key, cast in zone.items() if cast.target == "zone"}
    assert set(zone) == {"stinking_cloud", "thunderclap", "woodweave"}
    assert all(cast.zone_wide for cast in zone.values())
    assert zone["stinking_cloud"].effects == ("stun",)
    assert zone["thunderclap"].effects == ("stun", "deafen")
    assert zone["woodweave"].effects == ("root",)


def test_control_spells_take_only_their_own_kind() -> None:
    """pp. 205, 211: undead and animals respectively."""
    for spell_id, theme in (("control_undead", "undead"), ("control_animal", "beast")):
        cast = PACK.spells[spell_id].challenge
        assert cast is not None
        assert (cast.effects, cast.only) == (("control",), theme)


def test_concentration_follows_the_book() -> None:
    """p. 206: Malediction says outright that it needs no concentration; Binding does."""
    assert not PACK.spells["malediction"].concentration
    assert PACK.spells["binding"].concentration
    assert sum(spell.concentration for spell in SPELLS) == 21


def test_an_emotion_needs_the_inspire_effect() -> None:
    with pytest.raises(ValueError, match="inspire"):
        Cast.model_validate({"target": "foe", "emotion": "fear"})
    with pytest.raises(ValueError, match="inspire"):
        Cast.model_validate({"target": "foe", "effects": ["inspire"]})


# --- broken copies ---------------------------------------------------------------------------


def test_a_talent_from_another_realm_is_named(damaged: Damage) -> None:
    old = 'id = "sleep"\nname = "Sleep"\ntradition = "weird"\ntalent = "magic_of_the_weird"'
    folder = damaged("spells.toml", old, old.replace("magic_of_the_weird", "magic_of_the_weald"))
    expected = (
        "spells.toml › sleep › talent: 'magic_of_the_weald', but weird spells come with "
        "'magic_of_the_weird'"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_an_unknown_effect_is_named(damaged: Damage) -> None:
    folder = damaged("spells.toml", 'effects = ["stun", "deafen"]', 'effects = ["stun", "deaf"]')
    expected = (
        "spells.toml › thunderclap › challenge.effects[1]: 'deaf' is not an id in effects.toml"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_an_unknown_emotion_is_named(damaged: Damage) -> None:
    folder = damaged("spells.toml", 'emotion = "trust"', 'emotion = "glee"')
    expected = (
        "spells.toml › charm › challenge.emotion: 'glee' is not a disposition in dispositions.toml"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_an_unknown_undead_effect_is_named(damaged: Damage) -> None:
    old = '[spell.challenge.undead]\ntarget = "foe"\nwounds = 1\npiercing = true'
    folder = damaged("spells.toml", old, old + '\neffects = ["smite"]')
    assert content.check(folder) == [
        "spells.toml › heavenfire › challenge.undead.effects[0]: 'smite' is not an id in "
        "effects.toml"
    ]


def test_a_wrong_page_is_named(damaged: Damage) -> None:
    old = 'name = "Veritas"\ntradition = "welkin"\ntalent = "magic_of_the_welkin"\npage = 226'
    folder = damaged("spells.toml", old, old.replace("226", "225"))
    expected = "spells.toml › veritas › page: 225, but the book's is 226 (p. 226)"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_removed_spell_is_named(damaged: Damage) -> None:
    folder = damaged("spells.toml", entry_block(ASSETS, "spells.toml", "spell", "scry"), "")
    assert content.check(folder) == [
        "spells.toml › scry › id: is missing: Scry, a weird spell (p. 219)",
        "spells.toml › tradition: 9 weird spells; each far realm has ten (p. 198)",
    ]
    assert one_line_error(folder).startswith("spells.toml › scry › id: is missing: Scry")


def test_a_spell_moved_to_another_realm_is_named(damaged: Damage) -> None:
    old = 'tradition = "weald"\ntalent = "magic_of_the_weald"\npage = 212\ncomponent = "a splinter'
    new = old.replace("weald", "weird")
    folder = damaged("spells.toml", old, new)
    assert content.check(folder) == [
        "spells.toml › thunderclap › tradition: 'weird', but the book's is 'weald' (p. 212)",
        "spells.toml › tradition: 9 weald spells; each far realm has ten (p. 198)",
        "spells.toml › tradition: 11 weird spells; each far realm has ten (p. 198)",
    ]


def test_a_renamed_realm_talent_is_named(damaged: Damage) -> None:
    folder = damaged("talents.toml", 'id = "magic_of_the_welkin"', 'id = "magic_of_heaven"')
    problems = content.check(folder)
    assert (
        "spells.toml › heavenfire › talent: 'magic_of_the_welkin' is not an id in talents.toml"
        in problems
    )
    assert sum(problem.startswith("spells.toml") for problem in problems) == 10
