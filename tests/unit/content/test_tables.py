"""The pack's tables are declared once, by ContentPack's fields; files and readers follow."""

from __future__ import annotations

import pytest

from worm.content import constants
from worm.content.denizens import Creature
from worm.content.loader import ASSETS
from worm.content.models import ContentPack, GuildTables
from worm.content.tables import DOCUMENTS, FILE, ROWS, Tables


def test_every_file_of_the_shipped_pack_is_a_declared_table() -> None:
    shipped = {path.name for path in ASSETS.glob("*.toml")}
    assert shipped == {*FILE.values(), constants.FILE}


def test_each_table_is_read_one_way() -> None:
    assert set(ROWS) | set(DOCUMENTS) == set(ContentPack.model_fields)
    assert not set(ROWS) & set(DOCUMENTS)
    assert ROWS["bestiary"] == ("creature", Creature)
    assert DOCUMENTS["guild"] is GuildTables


def test_a_partial_pack_fills_what_is_missing_and_refuses_what_is_not_a_table() -> None:
    tables = Tables.partial(kins={})
    assert tables.talents == {} and tables.guild is None and tables.whole("talents")
    with pytest.raises(TypeError, match=r"\['kinz'\] are not tables of the pack"):
        Tables.partial(kinz={})
