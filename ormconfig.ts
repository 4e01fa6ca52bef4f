import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './src/database/data-source-options';

/** For the TypeORM CLI (`npm run migration:*`): needs DATABASE_URL. */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required for the TypeORM CLI');

export default new DataSource(buildDataSourceOptions({ url }));
