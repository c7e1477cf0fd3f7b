"""What the City screen reads of a City Phase (p. 148): each step's mark and what it did, the
guild's lines, and the upkeep tiers one can pay for (p. 154) or have made up (p. 172)."""

from __future__ import annotations

from worm.engine import city
from worm.engine import commands as cmd
from worm.text import cityhub
from worm.ui.driver import Driver


def _in_the_city(gold: dict[str, int]) -> Driver:
    """Seed 2's quickstart guild, with ``gold`` in hand, steps back out into the City."""
    d = Driver.quickstart(2)
    for who, n in gold.items():
        d.game.set_adventurer(d.game.guild.adventurer(who).model_copy(update={"gold": n}))
    d.do(cmd.Take(way="out"))
    assert d.game.phase == "city"
    return d


def test_the_steps_say_where_the_guild_stands_and_what_the_tax_took() -> None:
    d = _in_the_city({"a1": 41})
    game = d.game
    rows = {n: (where, did) for n, _, where, did in cityhub.steps(game)}
    name = game.guild.adventurer("a1").name
    assert rows[1] == ("done", f"the All-Watch took 20 gold ({name} 20)")  # half, rounded down
    assert rows[5][0] == "now" and rows[5][1].endswith("3 to choose")
    assert rows[6][0] == rows[8][0] == "to come"


def test_upkeep_paid_by_a_guild_mate_is_told_as_such() -> None:
    d = _in_the_city({"a1": 400, "a2": 0})
    game = d.game
    common = city.tier(game, "common").cost
    choices = dict(cityhub.tier_choices(game, "a2"))
    assert "destitute" in choices and "common" in choices  # a1 can make up common
    assert cityhub.shortfall(game, "a2", "common") == common
    d.do(cmd.Upkeep(who="a2", tier="common", payer="a1"))
    a1, a2 = game.guild.adventurer("a1").name, game.guild.adventurer("a2").name
    did = dict((n, text) for n, _, _, text in cityhub.steps(game))[5]
    assert f"{a2} common, paid by {a1}" in did
    assert "upkeep common" in cityhub.member(game, game.guild.adventurer("a2"), [])


def test_a_tier_nobody_can_pay_says_why() -> None:
    d = _in_the_city({"a1": 0, "a2": 0, "a3": 0})
    game = d.game
    choices = dict(cityhub.tier_choices(game, "a1"))
    assert "destitute" in choices
    why = choices["no:luxurious"]
    assert why.endswith("short, nobody can pay")
