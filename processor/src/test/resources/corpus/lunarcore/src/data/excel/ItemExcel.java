package corpus.lunarcore.data.excel;

// Melledy/LunarCore: stand-in for the project's .data.excel.ItemExcel (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ItemExcel { }
