"""The Hangover table (p. 157) played, row by row: what the engine does with each card the
morning after a Carouse, the minor discard read for the rows that read it."""

from __future__ import annotations

import pytest

from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, morning_after
from worm.engine.session import Game
from worm.gm import hangover as policy
from worm.model.state import GameState
from worm.rules import hangover
from worm.tarot import Card

from .test_city import sheet
from .test_city_actions import city
from .test_crawl import of


def major(value: int) -> Card:
    return next(c for c in tarot.MAJOR_CARDS if c.value == value)


def discarded(game: Game, name: str) -> None:
    """Put the minor card ``name`` on top of the minor discard pile."""
    card = tarot.card_named(name)
    deck = game.decks.minor
    deck = tarot.Deck(
        "minor",
        tuple(c for c in deck.draw_pile if c != card),
        (card, *(c for c in deck.discard_pile if c != card)),
        deck.elsewhere,
    )
    game.decks = game.decks.replace(deck)
    tarot.check(game.decks)


def wake(game: Game, value: int) -> tuple[str, list[ev.Event]]:
    before = len(game.log.events)
    text = morning_after.wake(game, "a1", hangover.read(major(value), game.pack))
    return text, list(game.log.events[before:])


def test_every_row_has_an_effect_the_engine_knows() -> None:
    effects = {h.card: h.effect for h in hangover.TABLE}
    assert effects[1] == "gold" and effects[12] == "stripped" and effects[10] == "rags"
    assert {effects[c] for c in (7, 9, 11, 13)} == {"read"} and effects[20] == "burn"


def test_i_finds_the_discards_value_in_gold() -> None:
    game = city(gold=(10, 0, 0))
    discarded(game, "Seven of Cups")
    wake(game, 1)
    assert game.guild.adventurer("a1").gold == 17


def test_vii_the_discards_parity_names_priest_or_priestess() -> None:
    game = city()
    discarded(game, "Four of Swords")
    assert "a high priest)" in wake(game, 7)[0]
    discarded(game, "Five of Swords")
    assert "high priestess" in wake(game, 7)[0]


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("Two of Swords", "on an arm, deeply offensive"),
        ("Three of Pentacles", "on a leg, embarrassing and misspelt"),
        ("Eight of Cups", "on the backside, embarrassing and misspelt"),
        ("King of Wands", "on the face, actually rather good"),
        ("Nine of Wands", "on the face, actually rather good"),
    ],
)
def test_ix_the_tattoo_is_placed_by_suit_and_judged_by_value(card: str, said: str) -> None:
    game = city()
    discarded(game, card)
    assert said in wake(game, 9)[0]


def test_x_armour_and_clothes_go_and_rags_are_worn() -> None:
    game = city()
    a, _ = kit.gain(game.guild.adventurer("a1"), "armor_light", 1, game.pack)
    game.guild = game.guild.with_adventurer(a)
    had = {c.item for c in game.guild.adventurer("a1").inventory.things()}
    assert "armor_light" in had
    text, events = wake(game, 10)
    after = game.guild.adventurer("a1").inventory
    assert not any("armor" in game.pack.items[c.item].tags for c in after.things())
    assert [c.item for c in after.worn] == ["clothes_rags"]
    lost = [e.item for e in of(events, ev.Item) if e.change == "lost"]
    assert game.pack.items["armor_light"].name in lost and "rags" in text


def test_xi_the_duel_is_in_the_discards_value_in_days() -> None:
    game = city()
    discarded(game, "Queen of Cups")
    assert "set for 13 days hence" in wake(game, 11)[0]


def test_xiii_the_wanted_crime_is_read_by_suit() -> None:
    game = city()
    discarded(game, "Ace of Wands")
    assert "dealings with dark powers" in wake(game, 13)[0]
    discarded(game, "Ace of Pentacles")
    assert "pickpocketing" in wake(game, 13)[0]


@pytest.mark.parametrize(
    ("card", "count"),
    [("Six of Swords", 1), ("Six of Pentacles", 2), ("Six of Cups", 3), ("Six of Wands", 3)],
)
def test_xx_the_suit_burns_one_two_or_three_districts_never_the_ossuary(
    card: str, count: int
) -> None:
    game = city()
    discarded(game, card)
    text, events = wake(game, 20)
    assert game.city is not None and len(game.city.burnt) == count
    assert "ossuary" not in game.city.burnt
    assert any(g.rule == policy.PAGE and "the fire" in g.why for g in of(events, ev.Gm))
    assert ("fire spirit" in text) == card.endswith("Wands")


def test_every_row_does_something_the_engine_plays() -> None:
    """Each row I–XXI has an effect beyond the telling, or (II alone) the book says it costs
    nothing (policy ``TOLD_ONLY``)."""
    for row in hangover.TABLE:
        played = row.effect != "story" or row.outcomes or row.mark is not None
        assert played or row.card == 2, f"row {row.card} is only told"


def test_ii_the_stocks_cost_nothing() -> None:
    game = city(gold=(40, 0, 0))
    before = game.guild.adventurer("a1")
    text, events = wake(game, 2)
    assert text == hangover.read(major(2), game.pack).text
    assert any(g.why == policy.TOLD_ONLY[1] for g in of(events, ev.Gm))
    assert game.guild.adventurer("a1") == before


@pytest.mark.parametrize(("value", "gold"), [(5, 20), (16, 10), (6, 55)])
def test_v_and_xvi_pay_back_gold_and_vi_sells_the_ring(value: int, gold: int) -> None:
    game = city(gold=(40, 0, 0))
    wake(game, value)
    assert game.guild.adventurer("a1").gold == gold


def test_v_takes_no_more_than_the_purse() -> None:
    game = city(gold=(7, 0, 0))
    wake(game, 5)
    assert game.guild.adventurer("a1").gold == 0


def test_vii_the_grateful_cleric_gives_back_two_resolve() -> None:
    game = city()
    sheet(game, "a1", resolve=1)
    wake(game, 7)
    assert game.guild.adventurer("a1").resolve == 3


@pytest.mark.parametrize(("value", "affliction"), [(17, "burning_itch"), (21, "night_kiss")])
def test_xvii_and_xxi_leave_an_affliction_on_its_first_stage(value: int, affliction: str) -> None:
    game = city()
    wake(game, value)
    caught = game.guild.adventurer("a1").afflictions
    assert [(x.id, x.stage) for x in caught] == [(affliction, 1)]
    assert game.pack.afflictions[affliction].policy


@pytest.mark.parametrize(
    ("value", "mark"),
    [(3, "cowbell"), (4, "spouse"), (9, "tattoo"), (11, "duel"), (13, "wanted"), (14, "soulless")]
    + [(15, "wanted"), (18, "cultist"), (19, "handless")],
)
def test_the_rows_with_lasting_marks_put_them_on_the_sheet(value: int, mark: str) -> None:
    game = city()
    discarded(game, "Two of Swords")
    text, events = wake(game, value)
    marks = game.guild.adventurer("a1").aftermath
    assert [m.id for m in marks] == [mark]
    assert any(e.change.startswith("marked: ") for e in of(events, ev.Condition))


def test_ix_the_tattoo_mark_keeps_what_the_discard_said() -> None:
    game = city()
    discarded(game, "King of Wands")
    wake(game, 9)
    (mark,) = game.guild.adventurer("a1").aftermath
    assert mark.detail == "on the face, actually rather good"


def test_a_second_cowbell_changes_nothing_but_tattoos_add_up() -> None:
    game = city()
    wake(game, 3)
    wake(game, 3)
    wake(game, 9)
    wake(game, 9)
    assert [m.id for m in game.guild.adventurer("a1").aftermath] == [
        "cowbell",
        "tattoo",
        "tattoo",
    ]


def test_burnt_districts_survive_a_save_and_old_saves_load() -> None:
    game = city()
    discarded(game, "Two of Cups")
    wake(game, 20)
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.crawl.city is not None and len(again.crawl.city.burnt) == 3
    old = state.model_dump(mode="json")
    del old["crawl"]["city"]["burnt"]
    loaded = GameState.model_validate(old)
    assert loaded.crawl.city is not None and loaded.crawl.city.burnt == ()


def test_carousing_all_plays_the_drawn_row() -> None:
    game = city(gold=(80, 0, 0), brought=80)
    sheet(game, "a1", bank=5)
    events = game.execute(cmd.CityAct(who="a1", action="carouse", option="all"))
    assert any(g.rule == "p. 157" and "Hangover" in g.why for g in of(events, ev.Gm))
